export function Layout({ children }) {
  return <main id="main">{children}</main>;
}
