import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite proxies the API; in production the API process serves this build (one origin).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:4000',
      '/s/': 'http://127.0.0.1:4000',
      '/docs': 'http://127.0.0.1:4000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // zod and the contracts are needed by every page but not by the first paint; a chunk of
        // their own keeps the bundler from merging them into a module the entry preloads.
        codeSplitting: { groups: [{ name: 'contracts', test: /[\\/](zod|contracts)[\\/]/ }] },
      },
    },
  },
});
