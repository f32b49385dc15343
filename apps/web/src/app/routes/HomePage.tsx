import { AddToCartButton } from '../../features/cart/index.ts';
import { ToolsSection } from '../../features/catalog/index.ts';
import { ReviewsSection } from '../../features/reviews/index.ts';
import { Achievements, FeaturedProduct, HeroBanner, MembershipPlan } from '../../features/content/index.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/** The home page, in order; the shared footer comes from the layout. */
export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <HeroBanner />
      <ToolsSection cardAction={(tool) => <AddToCartButton tool={tool} />} />
      <FeaturedProduct />
      <ReviewsSection />
      <MembershipPlan />
      <Achievements />
    </>
  );
}
