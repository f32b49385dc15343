import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ALL_DISTRICTS,
  BANGLADESH_DISTRICTS,
  SHIPPING_LIMITS,
  shippingSettingsInputSchema,
  type District,
  type ShopSettings,
} from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { typedNumber } from '../../../components/NumberInput.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useSaveShopSettings } from '../api.ts';
import { settingsTexts } from '../texts.ts';

/** A zone as the form holds it: amounts as typed, "every district" as a switch of its own. */
interface ZoneDraft {
  /** Keeps a zone's fields with it when the zones move. */
  key: number;
  name: string;
  everywhere: boolean;
  districts: District[];
  baseFee: string;
  perKgFee: string;
  freeAbove: string;
}

type ZoneField = 'name' | 'districts' | 'baseFee' | 'perKgFee' | 'freeAbove';

interface ZoneErrors {
  byZone: Record<number, Partial<Record<ZoneField, string>>>;
  form?: string;
}

function draftsOf(settings: ShopSettings, nextKey: () => number): ZoneDraft[] {
  return settings.shipping.zones.map((zone) => ({
    key: nextKey(),
    name: zone.name,
    everywhere: zone.districts === ALL_DISTRICTS,
    districts: zone.districts === ALL_DISTRICTS ? [] : [...zone.districts],
    baseFee: String(zone.baseFee),
    perKgFee: String(zone.perKgFee),
    freeAbove: zone.freeAbove === undefined ? '' : String(zone.freeAbove),
  }));
}

/**
 * The delivery zones in the order they are tried: each zone's name, districts (or every
 * district), fees and free-delivery threshold; zones are added, removed and moved, and saved
 * together (`PUT /api/admin/settings {shipping}`), checked by the contract first.
 */
export function DeliveryZonesEditor({ settings }: { settings: ShopSettings }) {
  const t = useTexts(settingsTexts);
  const message = useMessageText();
  const format = useFormat();
  const headingId = useId();
  const counter = useRef(0);
  const nextKey = () => (counter.current += 1);
  const save = useSaveShopSettings();
  const [zones, setZones] = useState<ZoneDraft[]>(() => draftsOf(settings, nextKey));
  const [errors, setErrors] = useState<ZoneErrors>({ byZone: {} });
  const [saved, setSaved] = useState(false);
  const currency = settings.currency;

  const change = (next: ZoneDraft[]) => {
    setSaved(false);
    setZones(next);
  };
  const update = (key: number, patch: Partial<ZoneDraft>) =>
    change(zones.map((zone) => (zone.key === key ? { ...zone, ...patch } : zone)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...zones];
    const [zone] = next.splice(index, 1);
    if (!zone) return;
    next.splice(index + by, 0, zone);
    change(next);
  };
  const add = () =>
    change([
      ...zones,
      {
        key: nextKey(),
        name: '',
        everywhere: false,
        districts: [],
        baseFee: '0',
        perKgFee: '0',
        freeAbove: '',
      },
    ]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      zones: zones.map((zone) => ({
        name: zone.name,
        districts: zone.everywhere ? ALL_DISTRICTS : zone.districts,
        baseFee: typedNumber(zone.baseFee),
        perKgFee: typedNumber(zone.perKgFee),
        ...(zone.freeAbove.trim() === '' ? {} : { freeAbove: typedNumber(zone.freeAbove) }),
      })),
    };
    const checked = shippingSettingsInputSchema.safeParse(request);
    if (!checked.success) {
      const found: ZoneErrors = { byZone: {} };
      for (const issue of checked.error.issues) {
        const [, index, field] = issue.path;
        const zone = typeof index === 'number' ? zones[index] : undefined;
        if (zone && typeof field === 'string') {
          const zoneErrors = (found.byZone[zone.key] ??= {});
          zoneErrors[field as ZoneField] ??= issue.message;
        } else found.form ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({ byZone: {} });
    save.mutate(
      { shipping: checked.data },
      {
        onSuccess: (answer) => {
          // What the server kept (a district named twice is kept once).
          setZones(draftsOf(answer, nextKey));
          setSaved(true);
        },
      },
    );
  };

  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t.zones}
      </h2>
      <p className="text-sm text-slate-700">{t.zonesHint}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={headingId}>
        <ol className="space-y-4">
          {zones.map((zone, index) => {
            const shownName = zone.name.trim() || t.unnamedZone;
            const zoneErrors = errors.byZone[zone.key] ?? {};
            const error = (field: ZoneField) =>
              zoneErrors[field] ? { message: zoneErrors[field] as string } : undefined;
            const districtsId = `zone-${zone.key}-districts`;
            return (
              <li key={zone.key}>
                <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
                  <legend className="px-1 font-semibold">{t.zoneLegend(format.number(index + 1), shownName)}</legend>
                  <FormField
                    label={t.zoneName}
                    value={zone.name}
                    maxLength={SHIPPING_LIMITS.zoneNameMax}
                    error={error('name')}
                    onChange={(event) => update(zone.key, { name: event.target.value })}
                  />
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={zone.everywhere}
                      onChange={(event) => update(zone.key, { everywhere: event.target.checked })}
                    />
                    {t.everyDistrict}
                  </label>
                  {zone.everywhere ? null : (
                    <div>
                      <label htmlFor={districtsId} className="field-label">
                        {t.districts}
                      </label>
                      <select
                        id={districtsId}
                        multiple
                        size={6}
                        className="field-input"
                        value={zone.districts}
                        aria-invalid={zoneErrors.districts ? true : undefined}
                        aria-describedby={`${districtsId}-hint${zoneErrors.districts ? ` ${districtsId}-error` : ''}`}
                        onChange={(event) =>
                          update(zone.key, {
                            districts: Array.from(event.target.selectedOptions, (option) => option.value as District),
                          })
                        }
                      >
                        {BANGLADESH_DISTRICTS.map((district) => (
                          <option key={district} value={district}>
                            {t.districtName(district)}
                          </option>
                        ))}
                      </select>
                      <p id={`${districtsId}-hint`} className="mt-1 text-sm text-slate-600">
                        {t.districtsHint}
                      </p>
                      <p className="mt-1 text-sm" aria-live="polite">
                        {zone.districts.length === 0
                          ? t.noDistrictChosen
                          : t.chosenDistricts(zone.districts.map((district) => t.districtName(district)).join(', '))}
                      </p>
                      {zoneErrors.districts ? (
                        <p id={`${districtsId}-error`} className="field-error">
                          {message(zoneErrors.districts)}
                        </p>
                      ) : null}
                    </div>
                  )}
                  <div className="grid gap-3 sm:grid-cols-3">
                    <FormField
                      label={t.baseFee(currency)}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      value={zone.baseFee}
                      error={error('baseFee')}
                      onChange={(event) => update(zone.key, { baseFee: event.target.value })}
                    />
                    <FormField
                      label={t.perKgFee(currency)}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      value={zone.perKgFee}
                      error={error('perKgFee')}
                      onChange={(event) => update(zone.key, { perKgFee: event.target.value })}
                    />
                    <FormField
                      label={t.freeAbove(currency)}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      hint={t.freeAboveHint}
                      value={zone.freeAbove}
                      error={error('freeAbove')}
                      onChange={(event) => update(zone.key, { freeAbove: event.target.value })}
                    />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t.moveUpOf(shownName)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {t.moveUp}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t.moveDownOf(shownName)}
                      disabled={index === zones.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {t.moveDown}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t.removeZoneOf(shownName)}
                      onClick={() => change(zones.filter((other) => other.key !== zone.key))}
                    >
                      {t.removeZone}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button variant="outline" onClick={add} disabled={zones.length >= SHIPPING_LIMITS.zonesMax}>
          {t.addZone}
        </Button>
        {errors.form ? <Alert tone="error">{message(errors.form)}</Alert> : null}
        {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
        {saved ? <Alert tone="success">{t.zonesSaved}</Alert> : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            {t.saveZones}
          </Button>
        </div>
      </form>
    </section>
  );
}
