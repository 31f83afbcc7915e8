import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'designer', environment: 'node', include: ['test/**/*.test.ts'] } });
