#!/usr/bin/env node
// The `scenario-sim` command: runs the TypeScript CLI through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
