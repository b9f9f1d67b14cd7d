// Package catalogcsv reads and writes the product files of the back office's import and
// export: the shop's own CSV, which round-trips through a spreadsheet (export, edit, import;
// products matched by code), and Shopify's product CSV in both generations of its headers.
// It knows no SQL: a file becomes store.ImportProduct values, which the store writes in one
// transaction, and the store's export rows become a file.
//
// Files are UTF-8 with or without a byte order mark, with commas or semicolons between
// fields (found from the header line, as a spreadsheet saved in a comma-decimal locale writes
// semicolons), and amounts with a decimal point or a decimal comma. Every error and warning
// names its line and column (both from 1), so a dry run can say where to look.
package catalogcsv
