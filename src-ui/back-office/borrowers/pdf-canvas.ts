/**
 * A PDF drawn onto canvases with pdf.js, for a reviewer to read a borrower's upload in the page.
 * Drawing only: no annotation layer, no forms, no scripting (pdf.js runs a PDF's JavaScript only
 * through a viewer's scripting sandbox, which is never set up here), eval off, and the parser runs
 * on the main thread so there is no worker file to serve nor a blob: worker for the CSP to allow.
 * Loaded only when a PDF is previewed: pdf.js never reaches a borrower's browser.
 */

/** The most pages drawn; a statement of forty pages is read in its download, not here. */
export const PDF_PREVIEW_MAX_PAGES = 10;

/** What was drawn. */
export interface RenderedPdf {
  pageCount: number;
  shownPages: number;
}

/**
 * Draws the first pages of `bytes` into `container`, each on its own canvas `cssWidth` pixels
 * wide, labelled for screen readers with `name`. `isCancelled` is asked between pages so a closed
 * preview stops drawing.
 */
export async function renderPdf(bytes: Uint8Array, container: HTMLElement, name: string, cssWidth: number, isCancelled: () => boolean): Promise<RenderedPdf> {
  // Registers pdf.js's worker code on globalThis.pdfjsWorker, which pdf.js then runs in this thread.
  await import('pdfjs-dist/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist');
  // pdf.js takes ownership of the buffer it is given: hand it a copy, so a second render still has the bytes.
  const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, enableXfa: false, useWasm: false, stopAtErrors: false });
  const pdf = await task.promise;
  try {
    const shownPages = Math.min(pdf.numPages, PDF_PREVIEW_MAX_PAGES);
    for (let number = 1; number <= shownPages && !isCancelled(); number += 1) {
      const page = await pdf.getPage(number);
      const scale = cssWidth / page.getViewport({ scale: 1 }).width;
      const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: scale * pixelRatio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / pixelRatio)}px`;
      canvas.className = 'document-preview__page';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages} of ${name}`);
      container.appendChild(canvas);
      await page.render({ canvas, viewport, annotationMode: pdfjs.AnnotationMode.ENABLE }).promise;
      page.cleanup();
    }
    return { pageCount: pdf.numPages, shownPages };
  } finally {
    await task.destroy();
  }
}
