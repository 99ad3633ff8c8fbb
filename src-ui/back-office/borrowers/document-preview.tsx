import { Button, Callout, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { FileDocument } from '../../../src-domain/back-office/borrower-file.entity';
import { useBackOfficeStores } from '../back-office-stores.context';

/** Raster images only: an SVG could carry script and is never shown. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Wide enough to read an ID's small print at 1280 px, narrow enough to sit beside its details. */
const PREVIEW_WIDTH = 560;

/** The media type without its parameters: `application/pdf; charset=binary` → `application/pdf`. */
function mediaType(type: string): string {
  return type.split(';')[0].trim().toLowerCase();
}

/**
 * A borrower's document shown in the page without running anything it contains: an image as an
 * <img> from a blob: URL, a PDF drawn onto canvases. Never an iframe, embed or object of the file.
 */
export const DocumentPreview = observer(function DocumentPreview({ document }: { document: FileDocument }) {
  const { borrowerFile: store } = useBackOfficeStores();
  useEffect(() => {
    void store.preview(document.id);
  }, [store, document.id]);
  const preview = store.previews.get(document.id);

  if (!preview || preview.state === 'loading') return <Spinner size={24} aria-label={`Loading ${document.fileName}`} />;
  if (preview.state === 'failed') {
    return (
      <Callout intent="danger" className="document-preview__problem">
        <p>We could not load {document.fileName}: {preview.message}</p>
        <Button text="Try again" onClick={() => void store.preview(document.id)} />
      </Callout>
    );
  }
  const type = mediaType(preview.file.type);
  if (IMAGE_TYPES.has(type)) return <ImagePreview bytes={preview.file.bytes} type={type} name={document.fileName} />;
  if (type === 'application/pdf') return <PdfPreview bytes={preview.file.bytes} name={document.fileName} />;
  return <p className="muted">A file of this kind ({type}) cannot be shown here.</p>;
});

function ImagePreview({ bytes, type, name }: { bytes: Uint8Array; type: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [bytes, type]);
  return url ? <img className="document-preview__image" src={url} alt={`The borrower's upload ${name}`} width={PREVIEW_WIDTH} /> : null;
}

function PdfPreview({ bytes, name }: { bytes: Uint8Array; name: string }) {
  const pages = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'drawing' } | { status: 'drawn'; pageCount: number; shownPages: number } | { status: 'failed' }>({ status: 'drawing' });
  useEffect(() => {
    const target = pages.current;
    if (!target) return;
    let cancelled = false;
    setState({ status: 'drawing' });
    import('./pdf-canvas')
      .then(({ renderPdf }) => renderPdf(bytes, target, name, PREVIEW_WIDTH, () => cancelled))
      .then(
        (drawn) => !cancelled && setState({ status: 'drawn', ...drawn }),
        () => !cancelled && setState({ status: 'failed' }),
      );
    return () => {
      cancelled = true;
      target.replaceChildren();
    };
  }, [bytes, name]);
  return (
    <div className="document-preview__pdf">
      {state.status === 'drawing' && <Spinner size={24} aria-label={`Drawing ${name}`} />}
      {state.status === 'failed' && <Callout intent="warning">This PDF could not be drawn. It may be damaged; ask the borrower for another copy.</Callout>}
      {state.status === 'drawn' && state.shownPages < state.pageCount && (
        <p className="muted">
          The first {state.shownPages} of {state.pageCount} pages.
        </p>
      )}
      <div ref={pages} className="document-preview__pages" />
    </div>
  );
}
