import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its ICU helpers ship ES modules only; everything else in node_modules stays untransformed.
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'msw', '@mswjs', 'until-async'];

const shared: Config = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

async function project(config: Config): Promise<Config> {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}

export default async function jestConfig(): Promise<Config> {
  return {
    projects: [
      await project({
        displayName: 'node',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/{unit,api}/**/*.test.ts'],
      }),
      await project({
        displayName: 'components',
        testEnvironment: 'jest-fixed-jsdom',
        testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
      }),
    ],
  };
}
