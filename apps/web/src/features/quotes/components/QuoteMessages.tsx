import { useState, type FormEvent } from 'react';
import type { Quote } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useQuoteMessage } from '../api.ts';
import { quoteTexts } from '../texts.ts';

/** The messages of both sides, oldest first, and the form to add one. */
export function QuoteMessages({ quote }: { quote: Quote }) {
  const t = useTexts(quoteTexts);
  const f = useFormat();
  const send = useQuoteMessage(quote._id);
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(text, { onSuccess: () => setText('') });
  };
  const fieldId = `quote-message-${quote._id}`;
  return (
    <section className="card space-y-3 p-5" aria-labelledby="quote-messages-heading">
      <h2 id="quote-messages-heading" className="text-lg font-bold">
        {t.messages}
      </h2>
      {quote.messages.length === 0 ? (
        <p className="text-slate-600">{t.noMessages}</p>
      ) : (
        <ol className="space-y-2" aria-label={t.messages}>
          {quote.messages.map((message) => (
            <li
              key={message._id}
              className={`rounded-md border p-3 ${message.author === 'shop' ? 'border-brand-200 bg-brand-50' : 'border-slate-200'}`}
            >
              <p className="text-xs text-slate-600">
                {message.authorName} · {f.date(message.createdAt)}
              </p>
              <p className="whitespace-pre-line">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <label htmlFor={fieldId} className="field-label">
          {t.message}
        </label>
        <textarea
          id={fieldId}
          className="field-input min-h-20 w-full"
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {send.error ? <Alert tone="error">{send.error.message}</Alert> : null}
        <Button type="submit" variant="outline" loading={send.isPending} disabled={text.trim() === ''}>
          {t.send}
        </Button>
      </form>
    </section>
  );
}
