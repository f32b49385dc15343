import { AddToCartButton } from '../../features/cart/index.ts';
import { ToolsSection } from '../../features/catalog/index.ts';
import { ReviewsSection } from '../../features/reviews/index.ts';
import { Achievements, FeaturedProduct, HeroBanner, MembershipPlan } from '../../features/content/index.ts';
import { HydratedApart } from '../../components/HydratedApart.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/** The home page, in order; the shared footer comes from the layout. Each section hydrates on its own (short tasks). */
export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <HeroBanner />
      <HydratedApart>
        <ToolsSection cardAction={(tool) => <AddToCartButton tool={tool} />} />
      </HydratedApart>
      <HydratedApart>
        <FeaturedProduct />
      </HydratedApart>
      <HydratedApart>
        <ReviewsSection />
      </HydratedApart>
      <HydratedApart>
        <MembershipPlan />
        <Achievements />
      </HydratedApart>
    </>
  );
}
