import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { useRequestQuote } from '../api.ts';
import { quoteTexts } from '../texts.ts';

/** On the cart: ask for prices for the whole cart (which stays as it is), then open the new quote. */
export function RequestQuoteButton() {
  const t = useTexts(quoteTexts);
  const request = useRequestQuote();
  const navigate = useNavigate();
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-600">{t.requestHint}</p>
      {request.error ? <Alert tone="error">{request.error.message}</Alert> : null}
      <Button
        variant="outline"
        className="w-full"
        loading={request.isPending}
        onClick={() => request.mutate('', { onSuccess: (quote) => navigate(`/quotes/${quote._id}`) })}
      >
        {t.requestQuote}
      </Button>
    </div>
  );
}
