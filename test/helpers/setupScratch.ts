// After each test file, the folders it made with scratchDir go (test/helpers/scratch.ts).
import { afterAll } from 'vitest';
import { removeScratch } from './scratch';

afterAll(removeScratch);
