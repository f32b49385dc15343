import { courierLabels } from '@tools-bd/contract/messages';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useCouriers } from '../api.ts';
import { deliveryTexts } from '../texts.ts';

/** Which couriers the shop can book (read-only: the server's environment sets them). */
export function CouriersStatus() {
  const t = useTexts(deliveryTexts);
  const m = useMessageText();
  const couriers = useCouriers();
  return (
    <section className="card space-y-3 p-5" aria-labelledby="couriers-heading">
      <h2 id="couriers-heading" className="text-lg font-bold">
        {t.couriers}
      </h2>
      <p className="text-sm text-slate-700">{t.couriersHint}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th>{t.courier}</th>
            <th>{t.configured}</th>
            <th>{t.webhook}</th>
          </tr>
        </thead>
        <tbody>
          {(couriers.data ?? []).map((entry) => (
            <tr key={entry.courier}>
              <td>{m(courierLabels[entry.courier])}</td>
              <td>
                {entry.configured ? t.yes : t.no}
                {entry.live === null ? null : ` (${entry.live ? t.live : t.sandbox})`}
              </td>
              <td>{entry.courier === 'manual' ? '—' : entry.webhook ? t.yes : t.no}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
