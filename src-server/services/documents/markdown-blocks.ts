import { marked, type Token, type Tokens } from 'marked';
import type { DocumentBlock } from '../../../src-domain/agreements/document-blocks';

/**
 * The lender's Markdown as the few blocks a document has (docs/design/agreements.md §5): headings,
 * paragraphs, bullet lists and two-column tables. Anything else keeps its words as paragraphs, so
 * no sentence a lawyer wrote is ever dropped; only HTML comments (notes to the editor) are.
 */
export function markdownBlocks(markdown: string): DocumentBlock[] {
  return marked.lexer(markdown).flatMap(blocksOf);
}

function blocksOf(token: Token): DocumentBlock[] {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      return [{ kind: 'heading', level: Math.min(heading.depth, 3) as 1 | 2 | 3, text: withoutStrong(inlineText(heading.tokens)) }];
    }
    case 'paragraph':
      return paragraphs(inlineText((token as Tokens.Paragraph).tokens));
    case 'text': {
      const text = token as Tokens.Text;
      return paragraphs(text.tokens ? inlineText(text.tokens) : decodeEntities(text.text));
    }
    case 'list':
      return listBlocks(token as Tokens.List);
    case 'table':
      return tableBlocks(token as Tokens.Table);
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.flatMap(blocksOf);
    case 'code':
      return paragraphs((token as Tokens.Code).text);
    case 'html':
      return paragraphs(stripHtml((token as Tokens.HTML).text));
    default:
      // space, hr, link definitions: nothing to read.
      return [];
  }
}

function paragraphs(text: string): DocumentBlock[] {
  const trimmed = text.trim();
  return trimmed ? [{ kind: 'paragraph', text: trimmed }] : [];
}

/**
 * A bullet list becomes a list; a nested list's items follow their parent's. A numbered list becomes
 * numbered paragraphs, so its numbers survive on every reader (the block has no numbering of its own).
 */
function listBlocks(list: Tokens.List): DocumentBlock[] {
  const items = list.items.flatMap(itemTexts);
  if (!list.ordered) return items.length ? [{ kind: 'list', items }] : [];
  const start = typeof list.start === 'number' ? list.start : 1;
  return items.map((text, index) => ({ kind: 'paragraph', text: `${start + index}. ${text}` }));
}

function itemTexts(item: Tokens.ListItem): string[] {
  const own: string[] = [];
  const nested: string[] = [];
  for (const token of item.tokens) {
    if (token.type === 'list') nested.push(...(token as Tokens.List).items.flatMap(itemTexts));
    else own.push(...blocksOf(token).flatMap((block) => blockText(block)));
  }
  const text = own.join(' ').trim();
  return text ? [text, ...nested] : nested;
}

function blockText(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return block.rows.map((row) => row.join(': '));
  }
}

/** Two columns (label | value) stay a table, the header row included when it has words; other shapes become paragraphs. */
function tableBlocks(table: Tokens.Table): DocumentBlock[] {
  const header = table.header.map((cell) => inlineText(cell.tokens).trim());
  const body = table.rows.map((row) => row.map((cell) => inlineText(cell.tokens).trim()));
  const rows = header.some(Boolean) ? [header, ...body] : body;
  if (table.header.length === 2) return rows.length ? [{ kind: 'table', rows: rows as [string, string][] }] : [];
  return rows.flatMap((row) => paragraphs(row.filter(Boolean).join(' — ')));
}

/** Inline Markdown as plain text, keeping `**strong**` spans and saying where a link goes. */
function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? []).map(inlineTokenText).join('');
}

function inlineTokenText(token: Token): string {
  switch (token.type) {
    case 'strong': {
      const inner = inlineText((token as Tokens.Strong).tokens);
      return inner.trim() ? `**${inner}**` : inner;
    }
    case 'em':
    case 'del':
      return inlineText((token as Tokens.Em).tokens);
    case 'link': {
      const link = token as Tokens.Link;
      const text = inlineText(link.tokens);
      // Print where the link goes unless its words already say it (a bare address, an e-mail).
      const bare = (address: string) => address.replace(/^(mailto:|tel:|https?:\/\/)/, '').replace(/\/$/, '');
      return !link.href || bare(link.href) === bare(withoutStrong(text)) ? text : `${text} (${link.href.replace(/^mailto:|^tel:/, '')})`;
    }
    case 'image':
      return (token as Tokens.Image).text;
    case 'br':
      return '\n';
    case 'html':
      return stripHtml((token as Tokens.Tag).text);
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'text': {
      const text = token as Tokens.Text;
      // A single line break inside a paragraph is a space in Markdown.
      return text.tokens ? inlineText(text.tokens) : decodeEntities(text.text).replace(/\n/g, ' ');
    }
    default:
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : '';
  }
}

function withoutStrong(text: string): string {
  return text.replace(/\*\*/g, '');
}

function stripHtml(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''));
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', pound: '£' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}
