/**
 * The /blogs page: questions about front-end frameworks and their answers.
 * Text between `backticks` in paragraphs and list items is shown as inline code.
 */
export type AnswerBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; language: 'js' | 'jsx' | 'ts'; code: string };

export interface BlogQuestion {
  /** The article's id, and the anchor the table of contents links to. */
  id: string;
  question: string;
  answer: AnswerBlock[];
}

export const paragraph = (text: string): AnswerBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): AnswerBlock => ({ kind: 'list', items });
/** A code sample; the first line break of the template literal is dropped. */
const code = (language: 'js' | 'jsx' | 'ts', source: string): AnswerBlock => ({
  kind: 'code',
  language,
  code: source.replace(/^\n/, '').trimEnd(),
});

export const blogQuestions: BlogQuestion[] = [
  {
    id: 'rendering-and-keys',
    question: "How does React's rendering and reconciliation work, and why do keys matter in lists?",
    answer: [
      paragraph(
        'Rendering in React means calling your components. When a state setter such as `setCount` runs, when a parent renders again, or when a context value a component reads changes, React calls the affected components again. Each call returns a description of the interface, a tree of React elements, not real DOM nodes. React may call a component at any time, and twice in development, so rendering must be pure: the same props and state give the same output, with no side effects.',
      ),
      paragraph(
        'Reconciliation compares the new tree with the previous one, position by position. If the element at a position has a different type (a `<div>` became a `<section>`, or `<ProductList>` became `<Spinner>`), React throws away the old subtree, including its state, and builds a new one. If the type is the same, React keeps the existing component or DOM node and updates only the props that changed. In the commit phase it applies just those changes to the DOM.',
      ),
      paragraph(
        'Lists are where position alone is not enough. Insert a product at the top and every item moves down one place; matching by position, React would pair each old item with the wrong new one. A `key` tells React which item is which across renders:',
      ),
      code(
        'jsx',
        `
<ul>
  {products.map((product) => (
    <li key={product._id}>{product.name}</li>
  ))}
</ul>`,
      ),
      paragraph(
        'Keys must be unique among siblings and stable over time, so use an id from your data. The array index breaks this when items are inserted, removed or sorted: state such as a half-typed input stays with the position instead of the item. A random key is worse, because every item is rebuilt on every render.',
      ),
    ],
  },
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      paragraph('Start by asking what kind of state you have, because each kind has a natural home.'),
      list(
        'Local state: `useState` for simple values such as whether a menu is open, and `useReducer` when several values change together by rules, as in a multi-step form.',
        'Shared state: when two sibling components need the same value, lift it up to their closest common parent and pass it down as props.',
        'Context: for values that many components deep in the tree read but that rarely change, such as the signed-in user, the theme or the language. Every consumer renders again when the value changes, so context is a poor fit for fast-changing data.',
        'Server state: products or orders live on the server, and what the browser holds is a cache. A library such as TanStack Query handles fetching, caching, loading and error states and refetching, which removes most hand-written global state.',
        'URL state: filters, search terms, the page number and the selected tab belong in the path or the query string, so they survive a reload and can be shared as a link.',
        'Form state: React Hook Form, or the browser\u2019s own form handling, keeps input values without rendering the whole page again on every keystroke.',
        'External stores: Redux Toolkit, Zustand or Jotai suit large client-side state that many unrelated parts of the app update, such as a drawing editor or an offline shopping cart.',
      ),
      paragraph(
        'Finally, do not store what you can compute. A filtered list or a total price should be derived during rendering from the state you already have:',
      ),
      code(
        'js',
        `
const total = cart.reduce(
  (sum, line) => sum + line.price * line.quantity,
  0,
);`,
      ),
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work in JavaScript?',
    answer: [
      paragraph(
        'In JavaScript, objects inherit directly from other objects. Every object has a hidden link, its prototype, to another object or to `null`. When you read a property, the engine looks at the object\u2019s own properties first; if the property is not there, it follows the link to the prototype, then to that object\u2019s prototype, and so on. This is the prototype chain. It usually ends at `Object.prototype`, whose prototype is `null`, and if nothing along the way has the property, the result is `undefined`.',
      ),
      code(
        'js',
        `
const tool = {
  describe() {
    return \`\${this.name} costs \${this.price}$\`;
  },
};

const saw = Object.create(tool); // prototype: tool
saw.name = 'Circular Saw';
saw.price = 45.99;

saw.describe(); // 'Circular Saw costs 45.99$'
Object.hasOwn(saw, 'describe'); // false
Object.getPrototypeOf(saw) === tool; // true`,
      ),
      paragraph(
        'The method is stored once, on the prototype, and shared by every object linked to it, while `this` still refers to the object the method was called on. Assigning a property always creates it on the object itself, which shadows the inherited one instead of changing the prototype.',
      ),
      paragraph(
        'Constructor functions and the `class` keyword use the same mechanism. Methods declared in a class body are stored on `ClassName.prototype`, and `new` creates an object whose prototype is that object. `class PowerTool extends Tool` links `PowerTool.prototype` to `Tool.prototype`, so a power tool finds its own methods first and the general ones next. Built-in types work the same way: an array can call `map` because its prototype is `Array.prototype`.',
      ),
    ],
  },
  {
    id: 'react-performance',
    question: 'What should you do to improve the performance of a React application?',
    answer: [
      paragraph(
        'Measure before you change anything. The Profiler in React Developer Tools shows which components render, how often and for how long; Lighthouse and the browser\u2019s Performance panel show what users actually wait for, whether that is downloading code, loading images or long JavaScript tasks. Fix the biggest problem first.',
      ),
      list(
        'Ship less JavaScript. Split the code by route with `lazy` and `<Suspense>`, so a visitor to the home page never downloads the admin screens, and look for large dependencies you barely use.',
        'Avoid needless renders. Keep state close to the components that use it, so a search box does not make the whole page render again on every keystroke. Wrap expensive children in `memo` and keep their props stable with `useMemo` and `useCallback`, or let the React Compiler add this memoization for you.',
        'Do less work per render. Cache expensive calculations with `useMemo`, and virtualize long lists (for example with TanStack Virtual) so only the visible rows exist in the DOM.',
        'Keep the interface responsive. Mark slow, non-urgent updates with `useTransition` or `useDeferredValue`, so typing stays smooth while a large list filters.',
        'Load data and images well. Cache server data with a library such as TanStack Query instead of fetching it again on every visit; give images a width and height so the layout does not jump, compress them, and lazy-load those below the fold.',
      ),
      paragraph(
        'Finally, judge speed on a production build: development mode adds checks and warnings that make React noticeably slower.',
      ),
    ],
  },
  {
    id: 'immutable-state',
    question: 'Why should you never mutate state directly?',
    answer: [
      paragraph(
        'React decides whether state changed by comparing references, not contents. When you call a setter, React compares the new value with the current one using `Object.is`, and if they are the same object it may skip rendering. `products.push(item)` changes the existing array in place, so it is still the same object: a following `setProducts(products)` hands React the very same reference, and the new product may never appear on screen. `setProducts([...products, item])` creates a new array, so React sees the change.',
      ),
      code(
        'jsx',
        `
// Wrong: changes the array React already holds
products.push(item);
setProducts(products);

// Right: a new array with the old items and the new one
setProducts([...products, item]);

// Better when the update depends on the previous value
setProducts((current) => [...current, item]);`,
      ),
      paragraph(
        'Even when something else causes a render, mutation leads to subtle bugs. Each render is a snapshot: event handlers and effects created earlier still see their own state, and a mutation silently rewrites those snapshots. `memo`, `useMemo` and `useEffect` compare their inputs by reference, so a mutated array looks unchanged and they skip work they should do. Strict Mode checks, concurrent rendering and undo history all rely on old state staying untouched.',
      ),
      paragraph(
        'The same rule holds for objects and nested data: copy what you change. Use `{ ...product, price: 39.99 }` for an object, `map` to replace one item, `filter` to remove one, and `toSorted` instead of `sort`, which also mutates.',
      ),
    ],
  },
  {
    id: 'find-products-by-name',
    question: 'How would you find products by name in an array of products?',
    answer: [
      paragraph(
        'Arrays have methods for exactly this. Use `filter` when you want every product whose name matches, and `find` when you want the first match (or `undefined`). For a search box, the match should ignore case and surrounding spaces and accept part of a name, so that \u201csaw\u201d finds \u201cCircular Saw\u201d:',
      ),
      code(
        'js',
        `
function findProductsByName(products, query) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return products;
  return products.filter((product) =>
    product.name.toLowerCase().includes(needle),
  );
}

findProductsByName(tools, ' SAW '); // [{ name: 'Circular Saw', … }]
tools.find((tool) => tool.name === 'Claw Hammer');`,
      ),
      paragraph(
        "A few details make the difference. Returning the whole list for an empty query means clearing the box shows everything again. `toLowerCase` is enough for English names; for names with accents, strip the marks with `normalize('NFD')` and a regular expression before comparing. If you look up exact names again and again, build a `Map` from name to product once, and each look-up becomes immediate instead of a scan of the whole array.",
      ),
      paragraph(
        'In React, do not store the filtered list in state. Keep only the query in state and compute the results while rendering, inside `useMemo` if the list is large; `useDeferredValue` keeps typing smooth while the results catch up.',
      ),
      paragraph(
        'Searching in the browser only works when every product has already been downloaded. For a real catalogue with thousands of items, send the query to the server, let the database search with an index, and show one page of results at a time.',
      ),
    ],
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test and why should you write them?',
    answer: [
      paragraph(
        'A unit test is a small, automated check of one unit of code, such as a function, a hook or a component, apart from the rest of the application. It runs in milliseconds, needs no real server or browser window, and gives the same result every time. Most unit tests follow three steps: arrange the input, act by calling the code, and assert on the result.',
      ),
      code(
        'ts',
        `
import { expect, it } from 'vitest';
import { findProductsByName } from './search';

it('matches part of a name, ignoring case', () => {
  const tools = [{ name: 'Circular Saw' }, { name: 'Claw Hammer' }];
  const found = findProductsByName(tools, 'SAW');
  expect(found).toEqual([{ name: 'Circular Saw' }]);
});`,
      ),
      paragraph('Why write them?'),
      list(
        'They catch mistakes the moment you make them, not when a customer finds them.',
        'They stop regressions: once a fixed bug is covered by a test, it cannot quietly return.',
        'They make refactoring safe, because you can restructure code as long as the tests still pass.',
        'They document behaviour. A test called \u201cmatches part of a name, ignoring case\u201d tells the next developer exactly what the function promises.',
        'They improve design. Code that is hard to test is often doing too much, and writing the test shows that early.',
      ),
      paragraph(
        'Good unit tests check behaviour, not implementation details: for a component, find elements by their role and text as a user would, for example with Testing Library, instead of inspecting internal state. A test must also be able to fail; one that passes whatever the code does only gives false confidence. Unit tests are the fast base of a test suite, and integration and end-to-end tests then check that the units work together.',
      ),
    ],
  },
  {
    id: 'use-effect',
    question: 'When do you need useEffect, and when do you not?',
    answer: [
      paragraph(
        '`useEffect` runs code after React has updated the screen, to keep a component in step with something outside React: a browser API, a timer, a WebSocket, a third-party widget, or a request that no data library handles for you. It takes a function and a list of dependencies. React runs the effect after the first render and again whenever a dependency has changed. The function may return a cleanup, which React calls before running the effect again and when the component goes away.',
      ),
      code(
        'jsx',
        `
useEffect(() => {
  const onResize = () => setWidth(window.innerWidth);
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}, []);`,
      ),
      paragraph(
        'Many effects are unnecessary, and they make an app slower and buggier: each one causes an extra render and can show stale values for a moment.',
      ),
      list(
        "To compute a value from props or state, do it during rendering, as in `const fullName = first + ' ' + last`, instead of an effect that copies it into more state.",
        'To respond to a user action, such as submitting a form, put the logic in the event handler that caused it.',
        'To reset state when a prop changes, give the component a different `key` instead.',
        'Fetching data in an effect works, but then you handle race conditions and caching yourself; TanStack Query or your framework\u2019s data loading does this better.',
      ),
      paragraph(
        'In development, Strict Mode mounts each component, unmounts it and mounts it again, so every effect runs, cleans up and runs once more. If that breaks something, the cleanup is missing.',
      ),
    ],
  },
];
