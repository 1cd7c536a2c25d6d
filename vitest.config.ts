// Both cores of the 2-core machine the README's budget is for: vitest would otherwise keep one for itself.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { maxWorkers: 2 } });
