import { Bot, Building2, LayoutDashboard, Rocket, ShoppingCart, TrendingUp, type LucideProps } from 'lucide-react';
import type { ServiceIcon as Icon } from '@/content/types';

const ICONS = {
  building: Building2,
  cart: ShoppingCart,
  rocket: Rocket,
  app: LayoutDashboard,
  chart: TrendingUp,
  bot: Bot,
} as const;

export function ServiceIcon({ icon, ...props }: { icon: Icon } & LucideProps) {
  const Component = ICONS[icon];
  return <Component aria-hidden {...props} />;
}
