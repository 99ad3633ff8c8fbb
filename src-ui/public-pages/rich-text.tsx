import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentBlock, ContentSection, ContentTable } from '../brand/brand-content.schema';

/** `[label](target)`, `**strong**` or `` `name` `` (brand-content.schema.ts). */
const MARK = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** Inline text of the brand content, with its three marks. */
  text: string;
}

/** Inline brand text: links (portal paths through the router), strong words and technical names. */
export function RichText({ text }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const [, label, target, strong, code] = match;
    if (label !== undefined && target !== undefined) parts.push(<TextLink key={at} label={label} target={target} />);
    else if (strong !== undefined) parts.push(<strong key={at}>{strong}</strong>);
    else if (code !== undefined) parts.push(<code key={at}>{code}</code>);
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
RichText.displayName = 'RichText';

/** A link of the brand text: in-app paths navigate without reloading; others are ordinary links. */
function TextLink({ label, target }: { label: string; target: string }) {
  if (target.startsWith('/') && !target.startsWith('//')) return <Link to={target}>{label}</Link>;
  if (/^(https:|mailto:|tel:)/.test(target)) return <a href={target}>{label}</a>;
  return <>{label}</>; // anything else is not a link we trust
}

/** Props of {@link ContentBlocks}. */
export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
}

/** Paragraphs, lists, tables and notes of the brand content. */
export function ContentBlocks({ blocks }: ContentBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block === 'string')
          return (
            <p key={index}>
              <RichText text={block} />
            </p>
          );
        if ('list' in block) {
          const items = block.list.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ));
          return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
        }
        if ('table' in block) return <ContentTableView key={index} table={block.table} />;
        return (
          <p key={index} className="content-note">
            <RichText text={block.note} />
          </p>
        );
      })}
    </>
  );
}
ContentBlocks.displayName = 'ContentBlocks';

/** A table that stacks into labelled rows on phones (each cell carries its column's name). */
function ContentTableView({ table }: { table: ContentTable }) {
  return (
    <div className="content-table__frame">
      <table className="content-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) => (
                <td key={index} data-label={table.columns[index]}>
                  <RichText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of {@link ContentSectionView}. */
export interface ContentSectionViewProps {
  section: ContentSection;
  /** Extra content after the blocks (e.g. particulars the page adds from the brand config). */
  children?: ReactNode;
  className?: string;
}

/** A titled section with its anchor: `<section id>` labelled by its `<h2>`. */
export function ContentSectionView({ section, children, className }: ContentSectionViewProps) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className={['public-section', 'prose', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="public-section__title">
        {section.title}
      </h2>
      <ContentBlocks blocks={section.blocks} />
      {children}
    </section>
  );
}
ContentSectionView.displayName = 'ContentSectionView';
