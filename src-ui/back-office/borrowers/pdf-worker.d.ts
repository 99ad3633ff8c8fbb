/** pdf.js's worker code: importing it registers its message handler on globalThis (see pdf-canvas.ts). */
declare module 'pdfjs-dist/build/pdf.worker.mjs';
