import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { eventBuild } from './scripts/vite/event-configs.ts';

export default defineConfig({
  // `npm start` builds the app from the events folder the server serves (EVENTS_DIR).
  plugins: [react(), eventBuild({ eventsDir: process.env.EVENTS_DIR || undefined })],
  base: './',
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
