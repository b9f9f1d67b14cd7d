package search

// RelatedScanMax lets tests send Related down either of its ways.
var RelatedScanMax = &relatedScanMax
