import 'server-only';

export { app } from './app';
