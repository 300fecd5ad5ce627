/** jest-fixed-jsdom ships no types: its environment is jest-environment-jsdom's, with Node's fetch. */
declare module 'jest-fixed-jsdom' {
  import JSDOMEnvironment from 'jest-environment-jsdom';

  export default JSDOMEnvironment;
}
