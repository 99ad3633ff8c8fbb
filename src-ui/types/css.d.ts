declare module "*.css";
/** A Markdown file's text (the lender's document templates): vite's `?raw`, and a plugin in esbuild.config.mjs. */
declare module "*.md?raw" {
  const text: string;
  export default text;
}
