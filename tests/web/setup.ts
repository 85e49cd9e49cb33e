import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { activateLanguage } from '#web/i18n/i18n.js';

// Each test starts with an empty browser storage and fails on any error React logs
// (an act() warning or a failed render is a bug, not noise).
let logged: unknown[][] = [];

// The screens speak the shop's first language, English, unless a test switches.
beforeAll(() => activateLanguage('en'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(logged, 'console.error was called').toEqual([]);
});
