/**
 * The tools a load reads, held column-wise (docs/decisions/037): each text of every tool (id,
 * name, slug, SKU, Bangla name) packed one byte a character into strings of a megabyte, the
 * numbers in typed arrays, and one small object per tool that reads them. A tool as objects and
 * strings of its own took some 600 bytes of heap (two objects, five strings with their headers,
 * two map entries); here it takes some 250, most of it outside the garbage collector's walk.
 *
 * The object of a loaded tool is its own `view` (snapshot-rows.ts's ListedView) until its stock
 * changes: a changed view is a plain object (`listedViewWith`), so the answers and page bodies
 * built from the previous one are not used again, as before. A patch (snapshot-patch.ts) puts
 * plain objects in place of the tools it read again; the columns never change after the load.
 */
import type { HashedJson } from './tool-json.ts';
import type { BrandRow, CategoryRow, CompactRow, ListedView, SnapshotTool, ToolLookup } from './snapshot-rows.ts';

/** Characters per packed string (one byte each); a text never spans two. */
const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK - 1;
/** The length of a null text. */
const NULL_LENGTH = 0xffff;
/** The length of a text kept as it is (one that can not be packed, or is too long). */
const OVERFLOW_LENGTH = 0xfffe;
/** A brand or category index that names none. */
const NO_ROW = 0xffff;

/**
 * How a column packs its texts: `latin1` as they are (one byte a character up to U+00FF);
 * `bangla` also the Bengali block (U+0980–U+09FF) one byte each, as 0x80–0xFF, for the Bangla
 * names (two bytes a character as JavaScript strings). A text with any other character is kept
 * as it is.
 */
type Packing = 'latin1' | 'bangla';

const BENGALI_FIRST = 0x980;
const BENGALI_LAST = 0x9ff;

/** Unpacks a `bangla` text that has bytes past ASCII. */
const banglaScratch = new Uint16Array(OVERFLOW_LENGTH);
function unpackBangla(packed: string): string {
  for (let index = 0; index < packed.length; index++) {
    const code = packed.charCodeAt(index);
    banglaScratch[index] = code < 0x80 ? code : code - 0x80 + BENGALI_FIRST;
  }
  return String.fromCharCode.apply(null, banglaScratch.subarray(0, packed.length) as unknown as number[]);
}

const NOT_ASCII = /[\u0080-\uffff]/;

/** Texts by index, packed, written once each in any order and read any number of times. */
export class TextColumn {
  private readonly chunks: string[] = [];
  private buffer: Buffer;
  private used = 0;
  private readonly starts: Uint32Array;
  private readonly lengths: Uint16Array;
  private readonly overflow = new Map<number, string>();
  /** Texts as they are (latin1), not Bangla ones to unpack. */
  private readonly plain: boolean;

  constructor(
    size: number,
    private readonly packing: Packing,
  ) {
    this.plain = packing === 'latin1';
    this.starts = new Uint32Array(size);
    this.lengths = new Uint16Array(size).fill(NULL_LENGTH);
    this.buffer = Buffer.allocUnsafeSlow(CHUNK);
  }

  set(index: number, text: string | null): void {
    if (text === null) return;
    const length = text.length;
    if (length >= OVERFLOW_LENGTH) return this.keep(index, text);
    if (this.used + length > CHUNK) this.flush();
    const buffer = this.buffer;
    const at = this.used;
    const bangla = this.packing === 'bangla';
    for (let offset = 0; offset < length; offset++) {
      let code = text.charCodeAt(offset);
      if (code > 0x7f) {
        if (bangla && code >= BENGALI_FIRST && code <= BENGALI_LAST) code = code - BENGALI_FIRST + 0x80;
        else if (bangla || code > 0xff) return this.keep(index, text);
      }
      buffer[at + offset] = code;
    }
    this.starts[index] = (this.chunks.length << CHUNK_BITS) + at;
    this.lengths[index] = length;
    this.used += length;
  }

  private keep(index: number, text: string) {
    this.overflow.set(index, text);
    this.lengths[index] = OVERFLOW_LENGTH;
  }

  /** The texts written so far become a string; later ones go to the next. */
  private flush() {
    this.chunks.push(this.buffer.toString('latin1', 0, this.used));
    this.used = 0;
  }

  /** Call once every text is written. */
  finish(): void {
    this.flush();
    this.buffer = Buffer.allocUnsafeSlow(0);
  }

  get(index: number): string | null {
    // Small enough to be inlined where answers are joined: the usual case, a slice of a packed
    // string (V8 points into it rather than copying, for texts of 13 characters or more).
    const length = this.lengths[index]!;
    const start = this.starts[index]!;
    const chunk = this.chunks[start >>> CHUNK_BITS];
    if (length < OVERFLOW_LENGTH && chunk !== undefined && this.plain)
      return chunk.slice(start & CHUNK_MASK, (start & CHUNK_MASK) + length);
    return this.getOther(index);
  }

  /** Null, kept as it is, still in the buffer while the load writes, or Bangla. */
  private getOther(index: number): string | null {
    const length = this.lengths[index]!;
    if (length === NULL_LENGTH) return null;
    if (length === OVERFLOW_LENGTH) return this.overflow.get(index)!;
    const start = this.starts[index]!;
    const at = start & CHUNK_MASK;
    const chunk = this.chunks[start >>> CHUNK_BITS];
    const text = chunk !== undefined ? chunk.slice(at, at + length) : this.buffer.toString('latin1', at, at + length);
    return this.plain || !NOT_ASCII.test(text) ? text : unpackBangla(text);
  }

  /** The length of the text at `index` (0 for null). */
  lengthOf(index: number): number {
    const length = this.lengths[index]!;
    if (length === NULL_LENGTH) return 0;
    return length === OVERFLOW_LENGTH ? this.overflow.get(index)!.length : length;
  }

  /** Whether the text at `index` is `text`, without making a string of it. */
  equals(index: number, text: string): boolean {
    const length = this.lengths[index]!;
    if (length === NULL_LENGTH) return false;
    if (length === OVERFLOW_LENGTH) return this.overflow.get(index) === text;
    if (length !== text.length) return false;
    if (this.packing === 'bangla') return this.get(index) === text;
    const start = this.starts[index]!;
    const chunk = this.chunks[start >>> CHUNK_BITS];
    return chunk !== undefined ? chunk.startsWith(text, start & CHUNK_MASK) : this.get(index) === text;
  }
}

/** FNV-1a of `text`, mixed: a directory's slot. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
}

/**
 * The loaded tools by one of their texts: an open-addressing table of positions (4 bytes a slot,
 * half of them free) read against the column, where a Map held an entry and a string per tool.
 * What is set or deleted after the load (a patch) is kept in a Map beside it and looked at first;
 * a loaded tool a patch replaced in the list is no longer found by the table.
 */
export class ToolDirectory implements ToolLookup {
  private readonly table: Int32Array;
  private readonly mask: number;
  private readonly changed = new Map<string, SnapshotTool | undefined>();
  size = 0;

  constructor(
    private readonly tools: readonly SnapshotTool[],
    private readonly column: TextColumn,
    count: number,
  ) {
    let slots = 2;
    while (slots < count * 2) slots *= 2;
    this.mask = slots - 1;
    this.table = new Int32Array(slots);
    for (let position = 0; position < count; position++) {
      const key = column.get(position);
      if (key === null) continue;
      let slot = hashOf(key) & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = position + 1;
      this.size += 1;
    }
  }

  /** The loaded tool at `position`, if the list still holds it there. */
  private loadedAt(position: number): SnapshotTool | undefined {
    const tool = this.tools[position];
    return tool instanceof LoadedTool ? tool : undefined;
  }

  get(key: string): SnapshotTool | undefined {
    if (this.changed.size > 0 && this.changed.has(key)) return this.changed.get(key);
    const { table, mask, column } = this;
    for (let slot = hashOf(key) & mask; table[slot] !== 0; slot = (slot + 1) & mask) {
      const position = table[slot]! - 1;
      if (column.equals(position, key)) return this.loadedAt(position);
    }
    return undefined;
  }

  set(key: string, tool: SnapshotTool): this {
    if (this.get(key) === undefined) this.size += 1;
    this.changed.set(key, tool);
    return this;
  }

  delete(key: string): boolean {
    const present = this.get(key) !== undefined;
    if (present) this.size -= 1;
    this.changed.set(key, undefined);
    return present;
  }
}

/** The columns of every tool a load read, by position. */
export class ToolColumns {
  readonly ids: TextColumn;
  readonly names: TextColumn;
  readonly slugs: TextColumn;
  readonly skus: TextColumn;
  readonly namesBn: TextColumn;
  readonly priceCents: Int32Array;
  readonly availableQuantity: Int32Array;
  readonly minimumPurchase: Int32Array;
  /** bigint in the database; exact as a double up to 2^53 writes of a row. */
  readonly stockVersions: Float64Array;
  readonly brands: Uint16Array;
  readonly categories: Uint16Array;
  /** The loaded tools, by position: the snapshot's list as loaded (a patch replaces some). */
  readonly tools: SnapshotTool[] = [];
  private readonly brandIndex: Map<string, number>;
  private readonly categoryIndex: Map<string, number>;

  constructor(
    readonly size: number,
    readonly brandRows: readonly BrandRow[],
    readonly categoryRows: readonly CategoryRow[],
  ) {
    this.ids = new TextColumn(size, 'latin1');
    this.names = new TextColumn(size, 'latin1');
    this.slugs = new TextColumn(size, 'latin1');
    this.skus = new TextColumn(size, 'latin1');
    this.namesBn = new TextColumn(size, 'bangla');
    this.priceCents = new Int32Array(size);
    this.availableQuantity = new Int32Array(size);
    this.minimumPurchase = new Int32Array(size);
    this.stockVersions = new Float64Array(size);
    this.brands = new Uint16Array(size);
    this.categories = new Uint16Array(size);
    if (brandRows.length >= NO_ROW || categoryRows.length >= NO_ROW) throw new Error('Too many brands or categories');
    this.brandIndex = new Map(brandRows.map((row, index) => [row.id, index]));
    this.categoryIndex = new Map(categoryRows.map((row, index) => [row.id, index]));
  }

  /** Takes in the next row (positions in the order added); its tool. */
  add(row: CompactRow): SnapshotTool {
    const position = this.tools.length;
    if (position >= this.size) throw new Error('The catalogue changed while it was read in one snapshot');
    this.ids.set(position, row.id);
    this.names.set(position, row.name);
    this.slugs.set(position, row.slug);
    this.skus.set(position, row.sku);
    this.namesBn.set(position, row.nameBn);
    this.priceCents[position] = row.priceCents;
    this.availableQuantity[position] = row.availableQuantity;
    this.minimumPurchase[position] = row.minimumPurchase;
    this.stockVersions[position] = Number(row.stockVersion);
    this.brands[position] = row.brandId === null ? NO_ROW : (this.brandIndex.get(row.brandId) ?? NO_ROW);
    this.categories[position] = row.categoryId === null ? NO_ROW : (this.categoryIndex.get(row.categoryId) ?? NO_ROW);
    const tool = new LoadedTool(this, position);
    this.tools.push(tool);
    return tool;
  }

  /** Call once every row is added: the last texts packed, the directories by id and slug built. */
  finish(): { byId: ToolDirectory; bySlug: ToolDirectory } {
    for (const column of [this.ids, this.names, this.slugs, this.skus, this.namesBn]) column.finish();
    return {
      byId: new ToolDirectory(this.tools, this.ids, this.tools.length),
      bySlug: new ToolDirectory(this.tools, this.slugs, this.tools.length),
    };
  }

  brandOf(position: number): BrandRow | undefined {
    const index = this.brands[position]!;
    return index === NO_ROW ? undefined : this.brandRows[index];
  }

  categoryOf(position: number): CategoryRow | undefined {
    const index = this.categories[position]!;
    return index === NO_ROW ? undefined : this.categoryRows[index];
  }
}

/**
 * A loaded tool: its position and what changes after the load (its view once its stock changed,
 * a kept answer), the rest read from the columns. Its own view until then.
 */
export class LoadedTool implements SnapshotTool, ListedView {
  view: ListedView;
  json: HashedJson | null = null;

  constructor(
    readonly columns: ToolColumns,
    readonly position: number,
  ) {
    this.view = this;
  }

  get id(): string {
    return this.columns.ids.get(this.position)!;
  }
  get brandId(): string | null {
    return this.columns.brandOf(this.position)?.id ?? null;
  }
  get categoryId(): string | null {
    return this.columns.categoryOf(this.position)?.id ?? null;
  }
  get stockVersion(): number {
    return this.columns.stockVersions[this.position]!;
  }
  set stockVersion(version: number) {
    this.columns.stockVersions[this.position] = version;
  }

  get name(): string {
    return this.columns.names.get(this.position)!;
  }
  get slug(): string {
    return this.columns.slugs.get(this.position)!;
  }
  get sku(): string {
    return this.columns.skus.get(this.position)!;
  }
  get nameBn(): string | null {
    return this.columns.namesBn.get(this.position);
  }
  get priceCents(): number {
    return this.columns.priceCents[this.position]!;
  }
  /** The stock when loaded: a later one is in a view of its own. */
  get availableQuantity(): number {
    return this.columns.availableQuantity[this.position]!;
  }
  get minimumPurchase(): number {
    return this.columns.minimumPurchase[this.position]!;
  }
  get brandName(): string | null {
    return this.columns.brandOf(this.position)?.name ?? null;
  }
  get categoryName(): string | null {
    return this.columns.categoryOf(this.position)?.name ?? null;
  }
  get categorySlug(): string | null {
    return this.columns.categoryOf(this.position)?.slug ?? null;
  }
  get categoryNameBn(): string | null {
    return this.columns.categoryOf(this.position)?.name_bn ?? null;
  }
}

/** A view like `view` with another stock: a plain object, whatever `view` is. */
export function listedViewWith(view: ListedView, availableQuantity: number): ListedView {
  return {
    name: view.name,
    slug: view.slug,
    sku: view.sku,
    priceCents: view.priceCents,
    availableQuantity,
    minimumPurchase: view.minimumPurchase,
    brandName: view.brandName,
    categoryName: view.categoryName,
    categorySlug: view.categorySlug,
    nameBn: view.nameBn,
    categoryNameBn: view.categoryNameBn,
  };
}
