// The expressions the designer writes into flows (`${approval == 0}`, `${initiator}`, `${approvers}`,
// `${nrOfCompletedInstances == nrOfInstances}`): the part of the engines' expression language (JUEL) that approval flows
// use, read without running any code: names and dotted paths, numbers, strings, true/false/null, comparisons
// (== != < > <= >= and eq ne lt gt le ge), && || ! (and or not), `empty`, parentheses.

type Scope = Record<string, unknown>;

const tokenPattern =
  /\s*(?:(\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)|(==|!=|<=|>=|&&|\|\||[<>!()]))/y;
const wordOperators: Record<string, string> = {
  eq: '==',
  ne: '!=',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
  and: '&&',
  or: '||',
  not: '!',
};

type Token = { kind: 'value'; value: unknown } | { kind: 'name'; path: string } | { kind: 'op'; op: string };

function tokens(text: string): Token[] {
  const result: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < text.length) {
    const start = tokenPattern.lastIndex;
    const match = tokenPattern.exec(text);
    if (!match) {
      if (text.slice(start).trim() === '') break;
      throw new Error(`表达式无法识别：${text}`);
    }
    const [, number, single, double, name, op] = match;
    if (number !== undefined) result.push({ kind: 'value', value: Number(number) });
    else if (single !== undefined || double !== undefined) result.push({ kind: 'value', value: single ?? double });
    else if (name !== undefined) {
      if (name in wordOperators) result.push({ kind: 'op', op: wordOperators[name] as string });
      else if (name === 'empty') result.push({ kind: 'op', op: 'empty' });
      else if (name === 'true' || name === 'false') result.push({ kind: 'value', value: name === 'true' });
      else if (name === 'null') result.push({ kind: 'value', value: null });
      else result.push({ kind: 'name', path: name });
    } else result.push({ kind: 'op', op: op as string });
  }
  return result;
}

const lookup = (scope: Scope, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Scope | undefined)?.[key], scope);

/** Loose equality of the engines: numbers compare by value whether written as numbers or strings. */
function same(a: unknown, b: unknown) {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return a === b || (a === undefined && b === null) || (a === null && b === undefined);
}

/** Evaluates one expression body (without `${…}`) against the scope; an unknown name is null, as in JUEL. */
function evaluateBody(body: string, scope: Scope): unknown {
  const list = tokens(body);
  let at = 0;
  const peek = () => list[at];
  const isOp = (op: string) => {
    const token = peek();
    return token?.kind === 'op' && token.op === op;
  };
  const primary = (): unknown => {
    const token = list[at++];
    if (!token) throw new Error(`表达式不完整：${body}`);
    if (token.kind === 'value') return token.value;
    if (token.kind === 'name') return lookup(scope, token.path) ?? null;
    if (token.op === '(') {
      const value = or();
      if (!isOp(')')) throw new Error(`表达式缺少右括号：${body}`);
      at++;
      return value;
    }
    if (token.op === '!') return !primary();
    if (token.op === 'empty') {
      const value = primary();
      return value === null || value === '' || (Array.isArray(value) && value.length === 0);
    }
    throw new Error(`表达式无法识别：${body}`);
  };
  const comparison = (): unknown => {
    const left = primary();
    const token = peek();
    if (token?.kind !== 'op' || !['==', '!=', '<', '>', '<=', '>='].includes(token.op)) return left;
    at++;
    const right = primary();
    switch (token.op) {
      case '==':
        return same(left, right);
      case '!=':
        return !same(left, right);
      case '<':
        return Number(left) < Number(right);
      case '>':
        return Number(left) > Number(right);
      case '<=':
        return Number(left) <= Number(right);
      default:
        return Number(left) >= Number(right);
    }
  };
  const and = (): unknown => {
    let value = comparison();
    while (isOp('&&')) {
      at++;
      const right = comparison();
      value = Boolean(value) && Boolean(right);
    }
    return value;
  };
  const or = (): unknown => {
    let value = and();
    while (isOp('||')) {
      at++;
      const right = and();
      value = Boolean(value) || Boolean(right);
    }
    return value;
  };
  const value = or();
  if (at < list.length) throw new Error(`表达式无法识别：${body}`);
  return value;
}

const wholeExpression = /^\s*[$#]\{([\s\S]+)\}\s*$/;
const innerExpression = /[$#]\{([^}]+)\}/g;

/** A text that is one expression gives its value; text with expressions inside gives the text with them filled in. */
export function evaluate(text: string, scope: Scope): unknown {
  const whole = wholeExpression.exec(text);
  if (whole) return evaluateBody(whole[1] as string, scope);
  return text.replace(innerExpression, (_, body: string) => String(evaluateBody(body, scope) ?? ''));
}

export const isExpression = (text: unknown) => typeof text === 'string' && wholeExpression.test(text);
export const hasExpression = (text: unknown) => typeof text === 'string' && /[$#]\{[^}]+\}/.test(text);

/** An expression as the designer writes it: `expression('approver')` is `${approver}`. */
export const expression = (body: string) => `\${${body}}`;
