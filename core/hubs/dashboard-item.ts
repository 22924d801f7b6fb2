// spec §3 "Hub item: title, url. In the dashboard response, items carry title and href."
export interface DashboardItem {
  title: string;
  href: string;
}
