export {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarSeparator,
  SidebarTrigger,
} from "./sidebar";
export { SidebarProvider, useSidebar } from "./sidebar-context";
export { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "./sidebar-menu";
