/**
 * No literal user-facing text in the web app's components: every word a person reads comes from a
 * feature's texts.ts (with its Bangla twin in texts.bn.ts), so no screen can be English-only.
 *
 * Reported: JSX text with a letter in it; a string (or a template's fixed part) with a letter given
 * to a user-facing attribute (aria-label, title, placeholder, alt, label, …) or put between JSX
 * tags, also through `cond ? 'a' : 'b'` and `a ?? 'b'`; the `header`/`label` of an object literal
 * in a component file (DataTable columns, options); and the text of window.alert/confirm/prompt.
 * Class names, ids, URLs, keys and test ids are no text and are never looked at.
 * Brand names the shop writes the same in both languages are allowed (option `allow`).
 */
const USER_FACING_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'hint',
  'heading',
  'description',
  'emptyMessage',
  'message',
  'caption',
]);
const USER_FACING_PROPERTIES = new Set(['header', 'label']);
const DIALOGS = new Set(['alert', 'confirm', 'prompt']);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from a texts.ts catalog, never a literal in a component' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        'Literal user-facing text "{{text}}": put it in the feature\'s texts.ts (and texts.bn.ts) and use useTexts().',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isText = (value) => {
      const text = value.replace(/\s+/g, ' ').trim();
      if (!LETTER.test(text)) return false;
      // A brand name alone, or words that are all brand names, stays as it is in both languages.
      return !allowed.has(text);
    };
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.replace(/\s+/g, ' ').trim().slice(0, 40) } });

    /** The strings an expression can evaluate to, as written in the source. */
    function check(node) {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string' && isText(node.value)) report(node, node.value);
          return;
        case 'TemplateLiteral':
          for (const quasi of node.quasis) if (isText(quasi.value.cooked ?? '')) report(node, quasi.value.cooked);
          return;
        case 'ConditionalExpression':
          check(node.consequent);
          check(node.alternate);
          return;
        case 'LogicalExpression':
          if (node.operator !== '&&') check(node.left);
          check(node.right);
          return;
        case 'JSXExpressionContainer':
          check(node.expression);
          return;
        default:
      }
    }

    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') check(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
        if (USER_FACING_ATTRIBUTES.has(name)) check(node.value);
      },
      Property(node) {
        if (node.key.type === 'Identifier' && USER_FACING_PROPERTIES.has(node.key.name) && !node.computed)
          check(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' &&
                callee.object.type === 'Identifier' &&
                callee.object.name === 'window' &&
                callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if (name && DIALOGS.has(name)) check(node.arguments[0]);
      },
    };
  },
};
