// The match expressions search.server.ts writes for the listing index, read back as a tree so an
// engine without FTS5 (PostgreSQL) can run them over a table of tokens. The subset of FTS5's query
// syntax used there: "phrases" and barewords, a trailing * for a prefix, column filters (`name :`,
// `{name category} :`), parentheses, AND (or two expressions side by side), OR and NOT, with FTS5's
// precedence (NOT binds tightest, then AND, then OR). Tokens are cut as FTS5's unicode61 tokenizer
// with remove_diacritics cuts them, so the index and the query split text the same way.

/** A phrase matched in some columns (all when null): its tokens in order, the last one a prefix or not. */
interface MatchTerm {
  kind: 'term';
  columns: readonly string[] | null;
  tokens: string[];
  prefix: boolean;
}

export type MatchNode = MatchTerm | { kind: 'and' | 'or' | 'not'; left: MatchNode; right: MatchNode };

/** The tokens of a text as FTS5's `unicode61 remove_diacritics 2` tokenizer makes them. */
export function ftsTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

type Lexeme = { type: 'word' | 'string'; text: string } | { type: '(' | ')' | '{' | '}' | ':' | '*' };

function lex(expression: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  while (i < expression.length) {
    const ch = expression[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if ('(){}:*'.includes(ch)) {
      out.push({ type: ch as '(' | ')' | '{' | '}' | ':' | '*' });
      i++;
    } else if (ch === '"') {
      let text = '';
      i++;
      while (i < expression.length) {
        if (expression[i] === '"') {
          if (expression[i + 1] !== '"') break;
          i++;
        }
        text += expression[i];
        i++;
      }
      if (i >= expression.length) throw new Error(`unterminated string in match expression: ${expression}`);
      i++;
      out.push({ type: 'string', text });
    } else {
      const word = /^[\p{L}\p{N}_\u0080-\uffff]+/u.exec(expression.slice(i))?.[0];
      if (!word) throw new Error(`unexpected '${ch}' in match expression: ${expression}`);
      out.push({ type: 'word', text: word });
      i += word.length;
    }
  }
  return out;
}

const OPERATORS = new Set(['AND', 'OR', 'NOT']);

/** Parses a match expression into its tree; throws on syntax the listing index never receives. */
export function parseMatch(expression: string): MatchNode {
  const lexemes = lex(expression);
  let at = 0;
  const peek = () => lexemes[at];
  const isOperator = (name: string) => {
    const l = peek();
    return l?.type === 'word' && l.text === name;
  };
  const expect = (type: Lexeme['type']) => {
    if (peek()?.type !== type) throw new Error(`expected '${type}' in match expression: ${expression}`);
    at++;
  };

  const withColumns = (node: MatchNode, columns: readonly string[]): MatchNode => {
    if (node.kind === 'term') {
      const kept = node.columns ? node.columns.filter((c) => columns.includes(c)) : columns;
      return { ...node, columns: kept };
    }
    return { ...node, left: withColumns(node.left, columns), right: withColumns(node.right, columns) };
  };

  function primary(): MatchNode {
    const l = peek();
    if (!l) throw new Error(`match expression ends early: ${expression}`);
    if (l.type === '(') {
      at++;
      const inner = or();
      expect(')');
      return inner;
    }
    if (l.type === '{') {
      at++;
      const columns: string[] = [];
      while (peek()?.type === 'word') columns.push((lexemes[at++] as { text: string }).text);
      expect('}');
      expect(':');
      return withColumns(primary(), columns);
    }
    if (l.type === 'word' && lexemes[at + 1]?.type === ':') {
      at += 2;
      return withColumns(primary(), [l.text]);
    }
    if (l.type === 'string' || (l.type === 'word' && !OPERATORS.has(l.text))) {
      at++;
      const prefix = peek()?.type === '*';
      if (prefix) at++;
      return { kind: 'term', columns: null, tokens: ftsTokens(l.text), prefix };
    }
    throw new Error(`unexpected '${'text' in l ? l.text : l.type}' in match expression: ${expression}`);
  }

  /** `operand (NAME operand)*`, grouped from the left. */
  const leftAssociative = (kind: 'or' | 'not', name: string, operand: () => MatchNode) => (): MatchNode => {
    let node = operand();
    while (isOperator(name)) {
      at++;
      node = { kind, left: node, right: operand() };
    }
    return node;
  };
  const not = leftAssociative('not', 'NOT', primary);

  const startsPrimary = () => {
    const l = peek();
    return (
      l !== undefined &&
      (l.type === '(' || l.type === '{' || l.type === 'string' || l.type === 'word') &&
      !isOperator('OR')
    );
  };

  const and = (): MatchNode => {
    let node = not();
    for (;;) {
      if (isOperator('AND')) at++;
      else if (!startsPrimary() || isOperator('NOT')) break;
      node = { kind: 'and', left: node, right: not() };
    }
    return node;
  };

  const or = leftAssociative('or', 'OR', and);

  const tree = or();
  if (at !== lexemes.length) throw new Error(`unexpected text at the end of match expression: ${expression}`);
  return tree;
}
