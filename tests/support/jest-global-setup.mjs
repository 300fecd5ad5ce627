// jest's globalSetup (jest.config.mjs): the API tests' migrated template database, made once
// before the workers start (tests/support/make-test-templates.ts).
import { execFileSync } from 'node:child_process';

export default function makeTestTemplates() {
  execFileSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/make-test-templates.ts'],
    {
      stdio: 'inherit',
    },
  );
}
