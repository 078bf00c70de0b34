import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { bootTheme } from './scripts/vite/boot-theme.ts';
import { configPreview } from './scripts/vite/config-preview.ts';
import { eventBuild } from './scripts/vite/event-configs.ts';
import { requestOrder } from './scripts/vite/request-order.ts';

export default defineConfig({
  // `npm start` builds the app from the events folder the server serves (EVENTS_DIR).
  plugins: [
    react(),
    eventBuild({ eventsDir: process.env.EVENTS_DIR || undefined }),
    // The boot shell in index.html takes the colours of the address's edition before the app runs.
    // Its script also preloads the code of the screen most often opened first, a race's home.
    bootTheme({
      eventsDir: process.env.EVENTS_DIR || undefined,
      firstScreens: { index: 'src/screens/index/IndexScreen.tsx' },
    }),
    requestOrder(),
    // Brotli and gzip copies beside each text file, made once at build time at the highest levels,
    // which the server sends as they are (@fastify/static preCompressed) instead of compressing per
    // request. Files too small to gain are left alone.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    configPreview(),
  ],
  base: './',
  resolve: {
    alias: [
      // antd-mobile's size hooks bring a ResizeObserver polyfill that hands back the browser's own
      // in every browser the build targets.
      {
        find: /^resize-observer-polyfill$/,
        replacement: fileURLToPath(new URL('./src/app/resizeObserver.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // Lets the bundle benchmark tell which chunks each route loads.
    manifest: true,
    rollupOptions: {
      input: {
        main: 'index.html',
        login: 'html/login.html',
      },
    },
  },
  server: {
    // The reference server (npm start) answers the API and the static field files.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/fields': 'http://127.0.0.1:8080',
    },
  },
  test: {
    // Vitest keeps a core for itself by default, which on 2 cores runs one file at a time while
    // most server files wait on PostgreSQL, a child process or a timer.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/unit/domain/**'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A whole form rendered and typed into in jsdom takes 1–2 s alone and several times that
          // when the 2 cores are shared; the default 5 s budget then fails tests that are correct.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Pure domain logic (core/domain) needs no page: its tests run without jsdom, whose
          // set-up cost each file more than most of these files' tests take, and in one shared
          // module graph, as the server's (ESLint keeps them from mocking).
          name: 'domain',
          include: ['tests/unit/domain/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules: the server's modules load, and its route schemas
          // compile, once per worker instead of once per file (a third of the two projects' time).
          // The server keeps its per-process state per database, and ESLint keeps these files from
          // mocking modules, globals, the environment or the clock, which would leak into the next.
          isolate: false,
          globalSetup: ['tests/server/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // As the server project.
          isolate: false,
          globalSetup: ['tests/server/database-templates.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
