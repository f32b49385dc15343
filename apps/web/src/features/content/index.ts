export { HeroBanner } from './components/HeroBanner.tsx';
export { FeaturedProduct } from './components/FeaturedProduct.tsx';
export { MembershipPlan } from './components/MembershipPlan.tsx';
export { Achievements } from './components/Achievements.tsx';
