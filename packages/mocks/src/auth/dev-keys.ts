// The mock backend's RSA key pair, for development and tests only: login passwords are encrypted with the public
// key in the browser and decrypted with the private key by the mock's login handler.
export const devPublicKey = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDH5o6jHzZP+SHCrvbd+/hOIMrf
71qjsSUmG7gs1biy2UwwAT/On2YB8XsmFnxSkACCa8OuRfmV52SMbBp9dkxztrXe
snzKEAKTmw8vNg+G7i/NqRoe1B9cCW6X3reDpAMSb/Wwh+kMnU3+YvlfPxFFFw9x
EKhkDBjRq1zONXogQwIDAQAB
-----END PUBLIC KEY-----`;

export const devPrivateKey = `-----BEGIN RSA PRIVATE KEY-----
MIICXQIBAAKBgQDH5o6jHzZP+SHCrvbd+/hOIMrf71qjsSUmG7gs1biy2UwwAT/O
n2YB8XsmFnxSkACCa8OuRfmV52SMbBp9dkxztrXesnzKEAKTmw8vNg+G7i/NqRoe
1B9cCW6X3reDpAMSb/Wwh+kMnU3+YvlfPxFFFw9xEKhkDBjRq1zONXogQwIDAQAB
AoGAMAmau15zydIfp84t6vhzGitNNXUqfe3C9J5yquuNIAWSBnM2Zyvs8oiaRHPg
2mJajPzioE2Whcx+YDRWRVIZWsQkef2aWCsbvHP4ltMjphUr+vR1aH06W07jpy+E
+KnJjHuUHz868fBAnCc8QAdO0gZ9ggaUCNI2ennQ1uluhLECQQD3R/D01plSwLIl
OW0PthZ/w7zt0bDCi0BmOMfqWQnNFudpcraqamaaBv1QFH9U3dvgNmE6CtDx8b+8
6/GqGLV7AkEAzvLw8Rc/ZNkTWgWh+CUcWN3yIe1nHhCcz+Er24djBX1adJjPMKse
kquI5zGs3XWYj10sk2ZuYMq/J/p7Ezdx2QJBALZiAE2FLkbDy2D7Lv5kjcmkQ+eg
Pl/utwvuGz00eK8kkn/K1QFyQsSeHR2AUL32eKKxWRqnOZ8JcCLWX0LWwJsCQQC4
XjNNdlqh68qTvsTnn5g7i6+1jhz56e7qPD6oW1tafqzhh2m+gBTCslNLNTQ+MA/0
WRvnTbA0Ryw536taGWExAkB1dDYgK/WBeFC2x9cG35ttI/6Mgj7j8WmKTL1+QkEo
CXiGLrFlWSVn5J5B4jLk8Y2wi3EJq3arFCPbG+BycCNQ
-----END RSA PRIVATE KEY-----`;
