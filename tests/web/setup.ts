import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// Each test starts with an empty browser storage and fails on any error React logs
// (an act() warning or a failed render is a bug, not noise).
let logged: unknown[][] = [];

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
