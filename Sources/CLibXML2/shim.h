#ifndef ADSPEC_CLIBXML2_SHIM_H
#define ADSPEC_CLIBXML2_SHIM_H

/* Debian's libxml2 headers pull in the system ICU, which clashes with Foundation's bundled ICU
   ('UErrorCode' has different definitions in different modules). Turning the ICU switch off
   before the other headers keeps ICU out of this module. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlmemory.h>

/* xmlFree is a global function pointer, which Swift 6 refuses as shared mutable state. */
static inline void adspec_xmlFree(void *pointer) { xmlFree(pointer); }

#endif
