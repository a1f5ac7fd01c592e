// OpenSSL's libcrypto through its own header (pkg-config `libcrypto`): the EVP digest calls
// batches hash with are declared by OpenSSL, never by us.
#include <openssl/evp.h>
