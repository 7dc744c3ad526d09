// Writes src/routeTree.gen.ts the way the Vite plugin does, so `tsc` can typecheck a fresh
// clone before any build (the generated file is not committed).
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
