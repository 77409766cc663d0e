import { marked } from 'marked';

/** A TypeScript code block of a Markdown file. */
export interface TsBlock {
  /** The line of the file that holds the block's first line of code (1-based). */
  line: number;
  code: string;
}

/** The ```ts (or ```typescript) blocks of a Markdown document, top level, in order, with where each starts. */
export function extractTsBlocks(markdown: string): TsBlock[] {
  const blocks: TsBlock[] = [];
  let offset = 0;
  for (const token of marked.lexer(markdown)) {
    const start = markdown.indexOf(token.raw, offset);
    if (start >= 0) offset = start;
    const language = token.type === 'code' ? token.lang?.split(/\s/)[0] : undefined;
    if (token.type === 'code' && (language === 'ts' || language === 'typescript'))
      blocks.push({ line: markdown.slice(0, offset).split('\n').length + 1, code: token.text });
    if (start >= 0) offset += token.raw.length;
  }
  return blocks;
}
