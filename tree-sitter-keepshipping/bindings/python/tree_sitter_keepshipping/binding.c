/* The grammar for py-tree-sitter: `tree_sitter.Language(tree_sitter_keepshipping.language())`. */
#include <Python.h>

typedef struct TSLanguage TSLanguage;

TSLanguage *tree_sitter_keepshipping(void);

static PyObject *ks_language(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    return PyCapsule_New(tree_sitter_keepshipping(), "tree_sitter.Language", NULL);
}

static PyMethodDef ks_methods[] = {
    {"language", ks_language, METH_NOARGS, "The Keep Shipping grammar, as a tree_sitter.Language capsule."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef ks_module = {
    PyModuleDef_HEAD_INIT, "_binding", NULL, -1, ks_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__binding(void) { return PyModule_Create(&ks_module); }
