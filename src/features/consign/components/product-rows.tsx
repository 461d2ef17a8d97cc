import { List, ListItem } from '../../../components/ui/list';
import type { productSummary } from '../../../shared/contracts/seller-evaluation';
import type * as z from 'zod/mini';
import { yuanOf } from '../money';

type Product = z.infer<typeof productSummary>;

/** Models as rows; a tap opens the evaluation of that model. */
export function ProductRows({
  products,
  onPick,
}: {
  products: readonly Product[];
  onPick: (productId: number) => void;
}) {
  return (
    <List>
      {products.map((product) => (
        <ListItem
          key={product.id}
          description={`${product.brandName} · ${product.seriesName}`}
          extra={`最高 ${yuanOf(product.maxPriceCents)}`}
          onClick={() => onPick(product.id)}
        >
          {product.name}
        </ListItem>
      ))}
    </List>
  );
}
