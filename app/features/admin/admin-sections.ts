import {
  BadgeEuro,
  CalendarCheck,
  CalendarX,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Newspaper,
  Mail,
  MessageSquareQuote,
  Rss,
  Settings,
  ShoppingBag,
  Tag,
  Users,
  type LucideIcon,
} from "lucide-react";

/**
 * The back office's navigation, in order. A later feature adds its section here and its page to
 * `adminPages` in app/routes.ts; `key` names its label under `admin:nav`.
 */
export const adminSections: { key: string; path: string; Icon: LucideIcon }[] = [
  { key: "dashboard", path: "/admin", Icon: LayoutDashboard },
  { key: "bookings", path: "/admin/bookings", Icon: CalendarCheck },
  { key: "customers", path: "/admin/customers", Icon: Users },
  { key: "orders", path: "/admin/orders", Icon: ShoppingBag },
  { key: "products", path: "/admin/products", Icon: Tag },
  { key: "services", path: "/admin/services", Icon: BadgeEuro },
  { key: "galleries", path: "/admin/galleries", Icon: Images },
  { key: "blocks", path: "/admin/blocks", Icon: CalendarX },
  { key: "calendarFeed", path: "/admin/calendar-feed", Icon: Rss },
  { key: "news", path: "/admin/news", Icon: Newspaper },
  { key: "reviews", path: "/admin/reviews", Icon: MessageSquareQuote },
  { key: "applications", path: "/admin/applications", Icon: Inbox },
  { key: "messages", path: "/admin/messages", Icon: Mail },
  { key: "settings", path: "/admin/settings", Icon: Settings },
  { key: "audit", path: "/admin/audit", Icon: History },
];
