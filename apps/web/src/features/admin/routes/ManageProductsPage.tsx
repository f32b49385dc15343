import { useState } from 'react';
import { adminMessages, commonMessages } from '@tools-bd/contract/messages';
import type { AdminTool } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { confirmDeletion } from '../../../lib/dialogs.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ToolImage } from '../../catalog/index.ts';
import { useAdminTools, useDeleteTool } from '../api.ts';
import { ProductEditor } from '../components/ProductEditor.tsx';

function ProductItem({ tool }: { tool: AdminTool }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const remove = useDeleteTool();
  const headingId = `product-${tool._id}`;

  const onDelete = () => {
    const question = tool.orderCount > 0 ? `Delete ${tool.name}? It has orders, so it will be archived: hidden from the shop, kept for its orders.` : `Delete ${tool.name}?`;
    if (!confirmDeletion(question)) return;
    remove.mutate(tool._id, { onSuccess: () => window.alert(commonMessages.deleted) });
  };

  return (
    <li className={`card flex gap-4 p-4 ${tool.archived ? 'bg-slate-50' : ''}`} aria-labelledby={headingId}>
      <div className={`w-24 shrink-0 sm:w-32 ${tool.archived ? 'opacity-60 grayscale' : ''}`}>
        <ToolImage src={tool.img} alt={tool.name} loading="lazy" className="rounded-md" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-bold">
            {tool.name}
          </h2>
          {tool.archived ? (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{adminMessages.archived}</span>
          ) : null}
        </div>
        <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-slate-500">Price</dt>
            <dd className="font-semibold text-ink">{formatPrice(tool.price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Stock</dt>
            <dd>{tool.availableItem}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Minimum order</dt>
            <dd>{tool.minPurse}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Orders</dt>
            <dd>{tool.orderCount}</dd>
          </div>
        </dl>
        {tool.archived ? (
          <p className="mt-2 text-sm text-slate-600">Hidden from the shop, kept for its orders.</p>
        ) : editing ? (
          <ProductEditor
            tool={tool}
            onDone={(wasSaved) => {
              setEditing(false);
              setSaved(wasSaved);
            }}
          />
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => { setSaved(false); setEditing(true); }} aria-label={`Edit ${tool.name}`}>
              Edit
            </Button>
            <Button variant="danger" size="sm" onClick={onDelete} loading={remove.isPending} aria-label={`Delete ${tool.name}`}>
              Delete
            </Button>
            <ButtonLink variant="ghost" size="sm" to={`/purchases/${tool._id}`} aria-label={`View ${tool.name} in the shop`}>
              View in shop
            </ButtonLink>
            <span className="text-sm text-success" role="status">
              {saved ? adminMessages.productUpdated : ''}
            </span>
          </div>
        )}
        {remove.error ? (
          <Alert tone="error" className="mt-2">
            {remove.error.message}
          </Alert>
        ) : null}
      </div>
    </li>
  );
}

/** /dashboard/manageProduct (admin): every product, archived ones marked, with Edit and Delete. */
export default function ManageProductsPage() {
  useDocumentTitle('ManageProduct');
  const tools = useAdminTools();
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">ManageProduct</h1>
        <ButtonLink to="/dashboard/addProduct" size="sm">
          Add Product
        </ButtonLink>
      </div>
      {tools.isPending ? (
        <Spinner label="Loading the products…" className="min-h-48" />
      ) : tools.isError ? (
        <Alert tone="error">{tools.error.message}</Alert>
      ) : tools.data.length === 0 ? (
        <EmptyState>{adminMessages.noProducts}</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Products">
          {tools.data.map((tool) => (
            <ProductItem key={tool._id} tool={tool} />
          ))}
        </ul>
      )}
    </div>
  );
}
