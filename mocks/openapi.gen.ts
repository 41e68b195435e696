// generated from docs/openapi.yaml by npm run api:gen; do not edit
/** The mall's OpenAPI document (docs/openapi.yaml) for the fake mall's request validation (mocks/validation.ts). */
export const openapiDocument: Record<string, unknown> = {
  "openapi": "3.1.0",
  "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
  "info": {
    "title": "实验材料商城 API（Lab mall API）",
    "version": "1.0.0",
    "description": "The mall API the web shop calls, as a checked contract. The prose (why, rules, examples) is in\n`docs/api.md`; this file is the machine-readable part: every path the shop calls, their parameters,\nbodies, the `{code, msg, data}` envelope and the error codes. New endpoints are written here first.\n\n- Paths are written with the default prefixes: `{v1}` = `/mall/v1`, `{v2}` = `/mall/v2`,\n  `{common}` = `/common/v1`, `{invoice}` = `/finance/v1` (configurable per deployment, see\n  `docs/contract.md`; `x-prefixes` below lists them). The server URL is relative: the shop puts\n  `VITE_API_BASE_URL` in front.\n- Every JSON answer is the envelope `{ code, msg, data }`. `code` 0 is success. Malformed input answers\n  HTTP 400 `{ code: 400, msg: '<字段>不能为空' …, data: null }` with a Chinese `msg` naming the field\n  (the fake mall checks every request against this document before its handler runs); 401, 403, 404 and\n  500 likewise. Business refusals answer HTTP 200 with a code of `ErrorCode` and `data: null`.\n- Not part of this API: the fake mall's control endpoints (`/__mock/…`, `docs/api.md` §10) and the\n  RAGFlow chat service of the assistant (an external service, or the mall's proxy of it: `docs/api.md` §8).\n- Generated from this file: `src/shared/api/mall-api.gen.ts` (TypeScript types) and `mocks/openapi.gen.ts`\n  (the document for the fake mall's request validation): `npm run api:gen`; CI runs `npm run api:check`.\n"
  },
  "x-prefixes": {
    "v1": "/mall/v1",
    "v2": "/mall/v2",
    "common": "/common/v1",
    "invoice": "/finance/v1"
  },
  "servers": [
    {
      "url": "/",
      "description": "VITE_API_BASE_URL (relative to the shop's API base; the paths carry the default prefixes)"
    }
  ],
  "tags": [
    {
      "name": "auth",
      "description": "登录、注册、微信登录、令牌刷新（docs/api.md §2）"
    },
    {
      "name": "member",
      "description": "会员、收货地址、子账号、企业信息、密码、微信绑定、通知（§3, §12）"
    },
    {
      "name": "cart",
      "description": "购物车（§4）"
    },
    {
      "name": "catalogue",
      "description": "商品、品牌、标签、COA、资料下载、字典（§5）"
    },
    {
      "name": "orders",
      "description": "订单与发货单（§6）"
    },
    {
      "name": "invoices",
      "description": "发票抬头与发票（§7）"
    },
    {
      "name": "procurement",
      "description": "采购设置、经费、订单审批（§13）"
    },
    {
      "name": "receiving",
      "description": "确认收货与验收单（§14）"
    },
    {
      "name": "after-sales",
      "description": "售后申请（§15）"
    },
    {
      "name": "quotes",
      "description": "询价与报价单（§16）"
    },
    {
      "name": "payment",
      "description": "对公转账与付款凭证（§17）"
    },
    {
      "name": "statements",
      "description": "对账单（§18）"
    },
    {
      "name": "safety",
      "description": "企业资质、安全技术说明书与产品说明书（§20–22）"
    },
    {
      "name": "buying-lists",
      "description": "常购清单（§23）"
    },
    {
      "name": "restock",
      "description": "到货提醒（§24）"
    },
    {
      "name": "service",
      "description": "客服留言（§25）"
    }
  ],
  "paths": {
    "/mall/v1/sms/code": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "sendSmsCode",
        "summary": "发送短信验证码",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "phone"
                ],
                "properties": {
                  "phone": {
                    "$ref": "#/components/schemas/PhoneInput"
                  },
                  "purpose": {
                    "title": "验证码用途",
                    "type": "string",
                    "enum": [
                      "login",
                      "register",
                      "bind",
                      "reset",
                      "clean",
                      ""
                    ],
                    "default": "login",
                    "x-error-msg": "验证码用途不正确"
                  }
                }
              },
              "example": {
                "phone": "13800000001",
                "purpose": "login"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "`resendIn` 秒后可重发；10429 发送过于频繁",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "expiresIn",
                            "resendIn"
                          ],
                          "properties": {
                            "expiresIn": {
                              "type": "integer",
                              "const": 300
                            },
                            "resendIn": {
                              "type": "integer",
                              "const": 60
                            },
                            "mockCode": {
                              "type": "string",
                              "pattern": "^\\d{6}$",
                              "description": "fake mall only"
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/login": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "login",
        "summary": "密码、短信或微信凭证登录",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "type": {
                    "title": "登录方式",
                    "type": "string",
                    "enum": [
                      "password",
                      "sms",
                      "wechat"
                    ],
                    "default": "password",
                    "x-error-msg": "不支持的登录方式"
                  },
                  "phone": {
                    "$ref": "#/components/schemas/PhoneInput"
                  },
                  "password": {
                    "title": "密码",
                    "type": "string",
                    "minLength": 1
                  },
                  "code": {
                    "$ref": "#/components/schemas/SmsCodeInput"
                  },
                  "ticket": {
                    "title": "登录凭证",
                    "type": "string",
                    "minLength": 1
                  }
                },
                "allOf": [
                  {
                    "if": {
                      "properties": {
                        "type": {
                          "const": "sms"
                        }
                      },
                      "required": [
                        "type"
                      ]
                    },
                    "then": {
                      "required": [
                        "phone",
                        "code"
                      ]
                    }
                  },
                  {
                    "if": {
                      "properties": {
                        "type": {
                          "const": "wechat"
                        }
                      },
                      "required": [
                        "type"
                      ]
                    },
                    "then": {
                      "required": [
                        "ticket"
                      ]
                    }
                  },
                  {
                    "if": {
                      "anyOf": [
                        {
                          "not": {
                            "required": [
                              "type"
                            ]
                          }
                        },
                        {
                          "properties": {
                            "type": {
                              "const": "password"
                            }
                          },
                          "required": [
                            "type"
                          ]
                        }
                      ]
                    },
                    "then": {
                      "required": [
                        "phone",
                        "password"
                      ]
                    }
                  }
                ]
              },
              "examples": {
                "password": {
                  "value": {
                    "type": "password",
                    "phone": "13800000001",
                    "password": "Lab@2026"
                  }
                },
                "sms": {
                  "value": {
                    "type": "sms",
                    "phone": "13800000001",
                    "code": "123456"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/LoginResult"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/register": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "register",
        "summary": "短信验证码注册",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "phone",
                  "code",
                  "accountType"
                ],
                "properties": {
                  "phone": {
                    "$ref": "#/components/schemas/PhoneInput"
                  },
                  "code": {
                    "$ref": "#/components/schemas/SmsCodeInput"
                  },
                  "accountType": {
                    "title": "账号类型",
                    "type": "string",
                    "enum": [
                      "company",
                      "personal"
                    ],
                    "x-error-msg": "请选择账号类型"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/LoginResult"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/login/sub": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "loginSubAccount",
        "summary": "子账号登录",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "account",
                  "password"
                ],
                "properties": {
                  "account": {
                    "title": "子账号",
                    "type": "string",
                    "minLength": 1
                  },
                  "password": {
                    "title": "密码",
                    "type": "string",
                    "minLength": 1
                  }
                }
              },
              "example": {
                "account": "shengke-lab01",
                "password": "Lab@2026"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/LoginResult"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/phone/bind": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "bindPhone",
        "summary": "微信身份绑定手机号（新手机号创建账号）",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "ticket",
                  "phone",
                  "code"
                ],
                "properties": {
                  "ticket": {
                    "title": "登录凭证",
                    "type": "string",
                    "minLength": 1
                  },
                  "phone": {
                    "$ref": "#/components/schemas/PhoneInput"
                  },
                  "code": {
                    "$ref": "#/components/schemas/SmsCodeInput"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/LoginResult"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/wechat/login/members/{id}": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "wechatLoginAs",
        "summary": "微信身份选择账号登录",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "ticket"
                ],
                "properties": {
                  "ticket": {
                    "title": "登录凭证",
                    "type": "string",
                    "minLength": 1
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/LoginResult"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/auth/wechat/qrcode": {
      "get": {
        "tags": [
          "auth"
        ],
        "operationId": "wechatQrCode",
        "summary": "微信扫码登录二维码（之后在 VITE_WS_URL?sceneId= 上等待扫码结果）",
        "responses": {
          "200": {
            "description": "二维码场景",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "sceneId",
                        "qrContent",
                        "expiresIn"
                      ],
                      "properties": {
                        "sceneId": {
                          "type": "string",
                          "minLength": 1
                        },
                        "qrContent": {
                          "type": "string",
                          "minLength": 1
                        },
                        "expiresIn": {
                          "type": "integer",
                          "const": 120
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/mall/v1/auth/wechat/oauth/url": {
      "get": {
        "tags": [
          "auth"
        ],
        "operationId": "wechatOauthUrl",
        "summary": "公众号网页授权地址",
        "parameters": [
          {
            "name": "redirect_uri",
            "in": "query",
            "required": true,
            "description": "授权后返回的绝对地址",
            "schema": {
              "title": "redirect_uri",
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "state",
            "in": "query",
            "description": "店铺生成的随机值，原样带回",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "purpose",
            "in": "query",
            "schema": {
              "title": "purpose",
              "type": "string",
              "enum": [
                "login",
                "bind"
              ],
              "default": "login",
              "x-error-msg": "purpose 只能是 login 或 bind"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "授权地址",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "url"
                      ],
                      "properties": {
                        "url": {
                          "type": "string",
                          "minLength": 1
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/mini-program/login": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "miniProgramLogin",
        "summary": "小程序 / 公众号授权 code 登录",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "code"
                ],
                "properties": {
                  "code": {
                    "title": "登录 code",
                    "type": "string",
                    "minLength": 1
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/LoginResult"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/mall/v1/auth/access-token": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "refreshAccessToken",
        "summary": "用 refreshToken 换新的令牌（refreshToken 轮换）",
        "parameters": [
          {
            "$ref": "#/components/parameters/RefreshToken"
          }
        ],
        "responses": {
          "200": {
            "description": "新令牌；任何非 0 的 code 都结束会话",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Tokens"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/auth/logout": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "logout",
        "summary": "退出登录（吊销请求头中的令牌）",
        "parameters": [
          {
            "$ref": "#/components/parameters/Authorization"
          },
          {
            "$ref": "#/components/parameters/RefreshToken"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/NullData"
          }
        }
      }
    },
    "/mall/v1/member/account/clean/check": {
      "get": {
        "tags": [
          "auth"
        ],
        "operationId": "accountCleanCheck",
        "summary": "能否注销账号，以及阻止注销的订单和发票",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "注销检查",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "canClean",
                        "reason",
                        "blockers"
                      ],
                      "properties": {
                        "canClean": {
                          "type": "boolean"
                        },
                        "reason": {
                          "enum": [
                            "subAccount",
                            "noCompany",
                            "blocked",
                            null
                          ]
                        },
                        "blockers": {
                          "type": "array",
                          "items": {
                            "type": "object",
                            "required": [
                              "kind",
                              "status",
                              "label",
                              "count"
                            ],
                            "properties": {
                              "kind": {
                                "type": "string",
                                "enum": [
                                  "order",
                                  "invoice"
                                ]
                              },
                              "status": {
                                "type": "string"
                              },
                              "label": {
                                "type": "string"
                              },
                              "count": {
                                "type": "integer",
                                "minimum": 1
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          }
        }
      }
    },
    "/mall/v1/member/account/clean": {
      "post": {
        "tags": [
          "auth"
        ],
        "operationId": "accountClean",
        "summary": "注销账号（短信验证码 purpose=clean）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "code"
                ],
                "properties": {
                  "code": {
                    "$ref": "#/components/schemas/SmsCodeInput"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/NullData"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/info": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "memberInfo",
        "summary": "当前会员",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/MemberInfo"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          }
        }
      }
    },
    "/mall/v1/member/addresses": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "listAddresses",
        "summary": "收货地址（默认在前，然后最新）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "收货地址分页",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/Address"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "member"
        ],
        "operationId": "createAddress",
        "summary": "新增收货地址",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AddressInput",
                "required": [
                  "receiver",
                  "cellphone",
                  "provinceCode",
                  "cityCode",
                  "regionNames",
                  "detail"
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Address"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/addresses/{id}": {
      "post": {
        "tags": [
          "member"
        ],
        "operationId": "updateAddress",
        "summary": "修改收货地址（未发送的字段保持原值）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AddressInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Address"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "delete": {
        "tags": [
          "member"
        ],
        "operationId": "deleteAddress",
        "summary": "删除收货地址",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/DeletedId"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/addresses/{id}/is-default": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "setDefaultAddress",
        "summary": "设为默认地址",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/Address"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/sub-members": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "listSubMembers",
        "summary": "子账号（仅主账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "子账号分页；10070、10010",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Page",
                          "properties": {
                            "list": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/SubMember"
                              }
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "member"
        ],
        "operationId": "createSubMember",
        "summary": "新建子账号",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SubMemberInput",
                "required": [
                  "name",
                  "cellphone",
                  "account",
                  "password"
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/SubMember"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/sub-members/{id}": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "updateSubMember",
        "summary": "修改子账号（password 仅用于重置）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SubMemberInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/SubMember"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "delete": {
        "tags": [
          "member"
        ],
        "operationId": "deleteSubMember",
        "summary": "删除子账号（其订单保留）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/DeletedId"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/sub-members/{id}/is-default": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "setDefaultSubMember",
        "summary": "设为默认子账号",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/SubMember"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/company": {
      "post": {
        "tags": [
          "member"
        ],
        "operationId": "saveCompany",
        "summary": "保存企业信息（主账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CompanyInput"
              },
              "example": {
                "name": "福州闽研生物科技有限公司",
                "creditCode": "91350100M000100Y43",
                "contactName": "陈闽研",
                "orgType": "企业"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/MemberInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/companies-tyc": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "lookupCompanies",
        "summary": "企业名称 / 信用代码查询（最多 10 条）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "keyword",
            "in": "query",
            "required": true,
            "description": "企业名称的一部分，或信用代码的开头（至少 2 个字）",
            "schema": {
              "title": "企业名称或信用代码",
              "type": "string",
              "minLength": 2,
              "x-error-msg": "请输入至少 2 个字的企业名称或信用代码"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "企业列表",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "maxItems": 10,
                      "items": {
                        "$ref": "#/components/schemas/TycCompany"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/password/reset": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "resetPassword",
        "summary": "修改密码（原密码或短信验证码 purpose=reset）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "newPassword"
                ],
                "properties": {
                  "oldPassword": {
                    "title": "原密码",
                    "type": "string"
                  },
                  "smsCode": {
                    "title": "短信验证码",
                    "type": "string"
                  },
                  "newPassword": {
                    "$ref": "#/components/schemas/PasswordInput",
                    "title": "新密码"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/NullData"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/wechat/bind": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "bindWechat",
        "summary": "绑定微信（扫码 ticket、公众号 code 或 wechatId 之一）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "ticket": {
                    "title": "微信授权凭证",
                    "type": "string",
                    "maxLength": 128
                  },
                  "code": {
                    "title": "微信授权 code",
                    "type": "string",
                    "maxLength": 160
                  },
                  "wechatId": {
                    "title": "微信标识",
                    "type": "string",
                    "maxLength": 64
                  }
                },
                "anyOf": [
                  {
                    "required": [
                      "ticket"
                    ],
                    "properties": {
                      "ticket": {
                        "minLength": 1
                      }
                    }
                  },
                  {
                    "required": [
                      "code"
                    ],
                    "properties": {
                      "code": {
                        "minLength": 1
                      }
                    }
                  },
                  {
                    "required": [
                      "wechatId"
                    ],
                    "properties": {
                      "wechatId": {
                        "minLength": 1
                      }
                    }
                  }
                ],
                "x-error-msg": "微信标识不能为空"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/MemberInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "delete": {
        "tags": [
          "member"
        ],
        "operationId": "unbindWechat",
        "summary": "解除微信绑定",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/MemberInfo"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/notices": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "listNotices",
        "summary": "未读的公告与订单状态通知（最多 20 条）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "通知",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "maxItems": 20,
                      "items": {
                        "$ref": "#/components/schemas/MemberNotice"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/notices/read": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "readNotices",
        "summary": "标记通知已读",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "ids"
                ],
                "properties": {
                  "ids": {
                    "title": "ids",
                    "type": "array",
                    "minItems": 1,
                    "items": {
                      "type": "string"
                    },
                    "x-error-msg": "ids 不能为空"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "现在已读的通知",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "ids"
                      ],
                      "properties": {
                        "ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/messages": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "listMessages",
        "summary": "消息中心：会员的全部消息（最新在前），可只看未读或某一类",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          },
          {
            "name": "status",
            "in": "query",
            "description": "all（默认）或 unread",
            "schema": {
              "title": "status",
              "type": "string",
              "enum": [
                "all",
                "unread"
              ],
              "x-error-msg": "status 只能是 all 或 unread"
            }
          },
          {
            "name": "kind",
            "in": "query",
            "description": "只看这一类消息",
            "schema": {
              "title": "kind",
              "type": "string",
              "enum": [
                "announcement",
                "orderStatus",
                "approval",
                "restock",
                "statement",
                "quote"
              ],
              "x-error-msg": "kind 不是有效的消息类型"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "消息分页",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/MemberNotice"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/messages/unread-count": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "countUnreadMessages",
        "summary": "未读消息数（铃铛上的数字）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "未读数",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "count"
                      ],
                      "properties": {
                        "count": {
                          "type": "integer",
                          "minimum": 0
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/messages/{id}/read": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "readMessage",
        "summary": "标记一条消息已读（对该会员在所有浏览器上生效）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "已读的消息",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/MemberNotice"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/messages/read-all": {
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "readAllMessages",
        "summary": "全部已读（须确认的公告除外，它们只能逐条「我已阅读」）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "这次标为已读的条数",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "count"
                      ],
                      "properties": {
                        "count": {
                          "type": "integer",
                          "minimum": 0
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/supply-notice": {
      "get": {
        "tags": [
          "member"
        ],
        "operationId": "getSupplyNotice",
        "summary": "BioLegend 供货须知：该会员是否须确认、何时确认过（商城保存，任何浏览器都一样）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "供货须知的状态",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/SupplyNoticeState"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "tags": [
          "member"
        ],
        "operationId": "acknowledgeSupplyNotice",
        "summary": "确认 BioLegend 供货须知（我已知晓）；再次确认保留第一次的时间",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "供货须知的状态",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/SupplyNoticeState"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/carts": {
      "get": {
        "tags": [
          "cart"
        ],
        "operationId": "getCart",
        "summary": "购物车",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "cart"
        ],
        "operationId": "addToCart",
        "summary": "加入购物车（数量累加到已有行）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "matlId"
                ],
                "properties": {
                  "matlId": {
                    "title": "商品",
                    "type": "string",
                    "minLength": 1
                  },
                  "quantity": {
                    "$ref": "#/components/schemas/Quantity",
                    "default": 1
                  }
                }
              },
              "example": {
                "matlId": "66a300000000000000000001",
                "quantity": 2
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v2/carts": {
      "get": {
        "tags": [
          "cart"
        ],
        "operationId": "getCartV2",
        "summary": "购物车（v2；店铺不调用，见 docs/api.md §11）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/carts/{id}": {
      "delete": {
        "tags": [
          "cart"
        ],
        "operationId": "deleteCartLines",
        "summary": "删除购物车行（一个或多个 matlId，用逗号连接；全部或都不删）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "title": "商品",
              "type": "string",
              "pattern": "^[0-9a-f]{24}(,[0-9a-f]{24})*$"
            }
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/carts/multi/selected": {
      "put": {
        "tags": [
          "cart"
        ],
        "operationId": "selectCartLines",
        "summary": "批量勾选",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "matlIds",
                  "selected"
                ],
                "properties": {
                  "matlIds": {
                    "title": "matlIds",
                    "oneOf": [
                      {
                        "type": "array",
                        "items": {
                          "type": "string"
                        }
                      },
                      {
                        "const": "all"
                      }
                    ],
                    "x-error-msg": "matlIds 必须是商品编号数组或 \"all\""
                  },
                  "selected": {
                    "title": "selected",
                    "type": "boolean"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/carts/{matlId}/selected": {
      "put": {
        "tags": [
          "cart"
        ],
        "operationId": "selectCartLine",
        "summary": "勾选一行",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MatlIdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "selected"
                ],
                "properties": {
                  "selected": {
                    "title": "selected",
                    "type": "boolean"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/carts/{matlId}/quantity": {
      "put": {
        "tags": [
          "cart"
        ],
        "operationId": "setCartQuantity",
        "summary": "修改数量（1–9999）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MatlIdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "quantity"
                ],
                "properties": {
                  "quantity": {
                    "$ref": "#/components/schemas/Quantity"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/CartInfo"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/carts/batch": {
      "post": {
        "tags": [
          "cart"
        ],
        "operationId": "cartBatch",
        "summary": "快速下单 / 再次购买：按货号和数量检查（dryRun）或加入购物车",
        "description": "A line with a bad quantity is reported as `badQuantity` in `results`, not refused with 400. A line's `catalogNo` may also be a CAS number or a product's exact name or synonym (§4 Quick order by CAS or name); one orderable pack size is taken as if its catalogue number were typed, several are offered as `choose` with `candidates`.",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "lines"
                ],
                "properties": {
                  "lines": {
                    "title": "货号和数量",
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 200,
                    "items": {
                      "type": "object",
                      "properties": {
                        "catalogNo": {
                          "type": "string"
                        },
                        "quantity": {
                          "type": "number"
                        }
                      }
                    },
                    "x-error-msg": "请至少填写一行货号和数量（一次最多 200 行）"
                  },
                  "dryRun": {
                    "title": "dryRun",
                    "type": "boolean",
                    "default": true
                  }
                }
              },
              "example": {
                "lines": [
                  {
                    "catalogNo": "G0005-500G",
                    "quantity": 2
                  }
                ],
                "dryRun": true
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "每行的结果；dryRun 为 false 时带上新的购物车",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "results",
                            "cart"
                          ],
                          "properties": {
                            "results": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/BatchResult"
                              }
                            },
                            "cart": {
                              "oneOf": [
                                {
                                  "$ref": "#/components/schemas/CartInfo"
                                },
                                {
                                  "type": "null"
                                }
                              ]
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/carts/export": {
      "get": {
        "tags": [
          "cart"
        ],
        "operationId": "exportCart",
        "summary": "导出购物车（CSV，UTF-8 BOM，公式样单元格加前导单引号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/CsvFile"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/common/v1/manufacturers": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "listManufacturers",
        "summary": "品牌",
        "parameters": [
          {
            "$ref": "#/components/parameters/IsAuthorizedDealer"
          },
          {
            "$ref": "#/components/parameters/Keyword"
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "品牌分页（按 sort）",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/Manufacturer"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/common/v1/manufacturers/{id}": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getManufacturer",
        "summary": "品牌详情",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "品牌详情",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/ManufacturerDetail"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "listMaterials",
        "summary": "商品搜索",
        "parameters": [
          {
            "$ref": "#/components/parameters/Keyword"
          },
          {
            "$ref": "#/components/parameters/MfrId"
          },
          {
            "$ref": "#/components/parameters/TagId"
          },
          {
            "$ref": "#/components/parameters/Category"
          },
          {
            "$ref": "#/components/parameters/InStock"
          },
          {
            "$ref": "#/components/parameters/IsAuthorizedDealer"
          },
          {
            "$ref": "#/components/parameters/Control"
          },
          {
            "$ref": "#/components/parameters/Group"
          },
          {
            "name": "gtin",
            "in": "query",
            "description": "包装条码上的 GTIN（GS1 AI 01）：8、12、13 或 14 位数字，左补 0 后与规格的 14 位 GTIN 整号比对；只返回该规格（§5 GTIN）",
            "schema": {
              "title": "gtin",
              "type": "string",
              "pattern": "^(\\d{8}|\\d{12,14})$",
              "x-error-msg": "gtin 须为 8、12、13 或 14 位数字"
            }
          },
          {
            "name": "ids",
            "in": "query",
            "description": "逗号分隔的商品 _id（至多 50 个，§5 Structures）；给出时只返回这些在售商品，sort=default 时按给出的顺序",
            "schema": {
              "title": "ids",
              "type": "string",
              "pattern": "^[0-9a-f]{24}(,[0-9a-f]{24}){0,49}$",
              "x-error-msg": "ids 须为逗号分隔的商品编号，至多 50 个"
            }
          },
          {
            "name": "sort",
            "in": "query",
            "schema": {
              "title": "sort",
              "type": "string",
              "enum": [
                "default",
                "sales",
                "priceAsc",
                "priceDesc",
                "newest"
              ],
              "default": "default",
              "x-error-msg": "sort 只能是 default、sales、priceAsc、priceDesc 或 newest"
            }
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "商品分页",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/MaterialSummary"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials/{id}": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getMaterial",
        "summary": "商品详情（已下架的也可查看）",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "商品详情",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/MaterialDetail"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials/keyword/relate-manufacturer": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "brandFacet",
        "summary": "品牌筛选项及数量",
        "parameters": [
          {
            "$ref": "#/components/parameters/Keyword"
          },
          {
            "$ref": "#/components/parameters/TagId"
          },
          {
            "$ref": "#/components/parameters/Category"
          },
          {
            "$ref": "#/components/parameters/InStock"
          },
          {
            "$ref": "#/components/parameters/IsAuthorizedDealer"
          },
          {
            "$ref": "#/components/parameters/Control"
          },
          {
            "$ref": "#/components/parameters/Group"
          }
        ],
        "responses": {
          "200": {
            "description": "品牌及数量（数量降序，不含 0）",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/BrandFacet"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/structure-index": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getStructureIndex",
        "summary": "结构式搜索索引（每个有结构式的在售化学品一条；ETag 为 version，If-None-Match 相同则 304）",
        "parameters": [
          {
            "name": "If-None-Match",
            "in": "header",
            "description": "浏览器已有副本的 ETag（重新验证时由浏览器自动发送）",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "索引",
            "headers": {
              "ETag": {
                "description": "\"{version}\"",
                "schema": {
                  "type": "string"
                }
              },
              "Cache-Control": {
                "description": "no-cache：浏览器保存副本，每次使用前以 If-None-Match 重新验证",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/StructureIndex"
                    }
                  }
                }
              }
            }
          },
          "304": {
            "description": "索引未变（If-None-Match 为当前 ETag），无响应体：浏览器使用已保存的副本",
            "headers": {
              "ETag": {
                "description": "\"{version}\"",
                "schema": {
                  "type": "string"
                }
              },
              "Cache-Control": {
                "description": "no-cache",
                "schema": {
                  "type": "string"
                }
              }
            }
          }
        }
      }
    },
    "/mall/v1/materials/tags/list": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "listTags",
        "summary": "标签（无参数：全部；带筛选：标签筛选项）",
        "parameters": [
          {
            "$ref": "#/components/parameters/Keyword"
          },
          {
            "$ref": "#/components/parameters/MfrId"
          },
          {
            "$ref": "#/components/parameters/Category"
          },
          {
            "$ref": "#/components/parameters/InStock"
          },
          {
            "$ref": "#/components/parameters/IsAuthorizedDealer"
          },
          {
            "$ref": "#/components/parameters/Control"
          },
          {
            "$ref": "#/components/parameters/Group"
          }
        ],
        "responses": {
          "200": {
            "description": "全部标签（按 sort）",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Tag"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials/tags/{id}": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getTag",
        "summary": "标签",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "标签",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Tag"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials/{id}/coa": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getMaterialCoa",
        "summary": "按商品和批号查 COA（也查同一产品的其他规格）",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "name": "lot",
            "in": "query",
            "required": true,
            "schema": {
              "title": "批号",
              "type": "string",
              "minLength": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "COA；10404 未找到该批号",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Coa"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/common/v1/scm/coas": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "searchCoas",
        "summary": "查 COA：证书编号，或批号加品牌",
        "parameters": [
          {
            "name": "sn",
            "in": "query",
            "description": "证书编号（整号匹配）",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "lot",
            "in": "query",
            "description": "批号（整号匹配）",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "mfrName",
            "in": "query",
            "description": "品牌名称的一部分",
            "schema": {
              "type": "string"
            }
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "COA 分页（最新批号在前）",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/Coa"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    },
    "/common/v1/scm/coas/{id}": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getCoa",
        "summary": "一份 COA（验收单上的 COA 二维码指向它的 PDF：扫码查找据此找到商品与批号）",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "COA",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Coa"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/common/v1/scm/coas/{id}/file": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "coaFile",
        "summary": "COA 报告 PDF",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/PdfFile"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/common/v1/dict": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "getDict",
        "summary": "字典",
        "parameters": [
          {
            "name": "dict_type",
            "in": "query",
            "required": true,
            "schema": {
              "title": "dict_type",
              "type": "string",
              "minLength": 1,
              "examples": [
                "coa_query"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "字典项",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/DictItem"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/common/v1/downloads": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "listDownloads",
        "summary": "资料下载（最新在前）",
        "responses": {
          "200": {
            "description": "资料",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/DownloadItem"
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/common/v1/downloads/{id}/file": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "downloadFile",
        "summary": "资料 PDF",
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "title": "资料",
              "type": "string",
              "minLength": 1,
              "examples": [
                "dl-2026-catalogue"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/PdfFile"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/common/v1/images/{kind}/{file}": {
      "get": {
        "tags": [
          "catalogue"
        ],
        "operationId": "catalogueImage",
        "summary": "商品、品牌、标签图片与结构式图片（仅模拟商城；真实后端给 CDN 的绝对地址）",
        "x-fake-mall-only": true,
        "parameters": [
          {
            "name": "kind",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string",
              "enum": [
                "material",
                "brand",
                "label",
                "structure"
              ]
            }
          },
          {
            "name": "file",
            "in": "path",
            "required": true,
            "description": "`<id>.svg`",
            "schema": {
              "type": "string",
              "examples": [
                "66a300000000000000000001.svg"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "SVG 图片（Cache-Control public, max-age=86400, immutable）",
            "content": {
              "image/svg+xml": {
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders": {
      "get": {
        "tags": [
          "orders"
        ],
        "operationId": "listOrders",
        "summary": "订单（最新在前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "schema": {
              "title": "订单状态",
              "enum": [
                "all",
                "pendingApproval",
                "pendingReview",
                "pendingPayment",
                "pendingShipment",
                "partiallyShipped",
                "pendingReceipt",
                "completed",
                "cancelled",
                "rejected"
              ],
              "x-error-msg": "订单状态不正确"
            }
          },
          {
            "name": "awaiting",
            "in": "query",
            "description": "`me`：只列出待当前会员审批的订单（待审批；审批人看到整个账号的，§13）",
            "schema": {
              "title": "awaiting",
              "type": "string",
              "enum": [
                "me"
              ],
              "x-error-msg": "awaiting 只能是 me"
            }
          },
          {
            "name": "paymentStatus",
            "in": "query",
            "description": "只列出付款状态（OrderListItem.paymentStatus，§17）为此值的订单",
            "schema": {
              "$ref": "#/components/schemas/PaymentStatus",
              "title": "付款状态",
              "x-error-msg": "付款状态不正确"
            }
          },
          {
            "name": "keyword",
            "in": "query",
            "description": "关键词（去掉首尾空格；不区分大小写）：订单号、采购单号、商品名称、货号，或订单的售后单号（AS…，§15）",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "createdAt",
            "in": "query",
            "description": "`YYYY-MM-DD,YYYY-MM-DD`（中国日期，含两端）",
            "schema": {
              "$ref": "#/components/schemas/DateRange",
              "title": "下单时间",
              "x-error-msg": "下单时间格式应为 YYYY-MM-DD,YYYY-MM-DD"
            }
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize10"
          }
        ],
        "responses": {
          "200": {
            "description": "订单分页；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Page",
                          "properties": {
                            "list": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/OrderListItem"
                              }
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "orders"
        ],
        "operationId": "createOrder",
        "summary": "提交订单（购物车中选中的行，或 matlIds）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OrderInput"
              },
              "example": {
                "addressId": "66a500000000000000000001",
                "expected": [
                  {
                    "matlId": "66a300000000000000000001",
                    "price": 128.5,
                    "quantity": 2
                  }
                ],
                "idempotencyKey": "4f1c2a"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "新订单；10010–10015、10054（起订量、倍数）、10092、10093、10100（信用额度）见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "_id",
                            "orderNo",
                            "amount",
                            "status"
                          ],
                          "properties": {
                            "_id": {
                              "$ref": "#/components/schemas/Id"
                            },
                            "orderNo": {
                              "$ref": "#/components/schemas/OrderNo"
                            },
                            "amount": {
                              "$ref": "#/components/schemas/Money"
                            },
                            "status": {
                              "type": "string",
                              "enum": [
                                "pendingApproval",
                                "pendingReview"
                              ],
                              "description": "需要审批时为待审批（§13），否则待审核"
                            },
                            "replayed": {
                              "const": true,
                              "description": "同一 idempotencyKey 的重复提交"
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/preview": {
      "post": {
        "tags": [
          "orders"
        ],
        "operationId": "previewOrder",
        "summary": "结算预览：金额、经费、是否需要审批（默认购物车中选中的行）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "matlIds": {
                    "title": "matlIds",
                    "description": "默认：购物车中选中的行",
                    "type": "array",
                    "items": {
                      "type": "string",
                      "minLength": 1
                    },
                    "x-error-msg": "matlIds 必须是商品编号数组"
                  },
                  "fundId": {
                    "title": "经费",
                    "type": "string",
                    "minLength": 1
                  },
                  "quoteId": {
                    "title": "报价单",
                    "type": "string",
                    "minLength": 1,
                    "description": "预览报价单中已报价的行（§16）；404 报价单不存在；10132"
                  }
                }
              },
              "example": {
                "fundId": "66a900000000000000000001"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "结算预览；10010、10011 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/OrderPreview"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v2/orders/{id}": {
      "get": {
        "tags": [
          "orders"
        ],
        "operationId": "getOrder",
        "summary": "订单详情",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "订单详情",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/OrderDetail"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/contract": {
      "get": {
        "tags": [
          "orders"
        ],
        "operationId": "orderContract",
        "summary": "销售合同 PDF",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "PDF 文件；拒绝时为 JSON 信封（10021 订单已取消）",
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Refusal"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/status/count": {
      "get": {
        "tags": [
          "orders"
        ],
        "operationId": "orderStatusCount",
        "summary": "各状态订单数（全部在前，然后九种状态，共十项）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "状态计数",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "minItems": 10,
                          "maxItems": 10,
                          "items": {
                            "type": "object",
                            "required": [
                              "status",
                              "label",
                              "count"
                            ],
                            "properties": {
                              "status": {
                                "anyOf": [
                                  {
                                    "const": "all"
                                  },
                                  {
                                    "$ref": "#/components/schemas/OrderStatus"
                                  }
                                ]
                              },
                              "label": {
                                "type": "string"
                              },
                              "count": {
                                "type": "integer",
                                "minimum": 0
                              }
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/cancel": {
      "put": {
        "tags": [
          "orders"
        ],
        "operationId": "cancelOrder",
        "summary": "取消订单（待审批、已驳回、待审核、待付款；占用的经费金额释放；已收款的原路退款，§17）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "已取消；10020 不能在线取消",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "_id",
                            "status",
                            "statusLabel",
                            "cancelledAt",
                            "cancelReason",
                            "refund"
                          ],
                          "properties": {
                            "_id": {
                              "$ref": "#/components/schemas/Id"
                            },
                            "status": {
                              "const": "cancelled"
                            },
                            "statusLabel": {
                              "const": "已取消"
                            },
                            "cancelledAt": {
                              "$ref": "#/components/schemas/DateTime"
                            },
                            "cancelReason": {
                              "const": "客户取消"
                            },
                            "refund": {
                              "oneOf": [
                                {
                                  "$ref": "#/components/schemas/PaymentRefund"
                                },
                                {
                                  "type": "null"
                                }
                              ],
                              "description": "已收款时开启的退款（退款中），未收款为 null"
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/stock-outs/{id}": {
      "get": {
        "tags": [
          "orders"
        ],
        "operationId": "getStockOut",
        "summary": "发货单",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "发货单",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/StockOutDetail"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/stock-outs/{id}/sfroute": {
      "get": {
        "tags": [
          "orders"
        ],
        "operationId": "getStockOutRoute",
        "summary": "顺丰物流轨迹",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "物流轨迹",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/SfRoute"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/member/invoice": {
      "get": {
        "tags": [
          "invoices"
        ],
        "operationId": "listInvoiceProfiles",
        "summary": "发票抬头（默认在前，然后最新）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "type",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/InvoiceType",
              "title": "发票类型",
              "x-error-msg": "发票类型只能是 special 或 normal"
            }
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "发票抬头分页",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/InvoiceProfile"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "invoices"
        ],
        "operationId": "saveInvoiceProfile",
        "summary": "新增（无 _id）或修改（带 _id，未发送的字段保持原值）发票抬头",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/InvoiceProfileInput"
              },
              "example": {
                "type": "normal",
                "titleType": "company",
                "title": "福州闽研生物科技有限公司",
                "taxNo": "91350100M000100Y43"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/InvoiceProfile"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/member/invoice/{id}": {
      "get": {
        "tags": [
          "invoices"
        ],
        "operationId": "getInvoiceProfile",
        "summary": "发票抬头",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/InvoiceProfile"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/member/invoices/{id}": {
      "delete": {
        "tags": [
          "invoices"
        ],
        "operationId": "deleteInvoiceProfile",
        "summary": "删除发票抬头（已开发票保留快照）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/DeletedId"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/member/invoices/{id}/is-default": {
      "put": {
        "tags": [
          "invoices"
        ],
        "operationId": "setDefaultInvoiceProfile",
        "summary": "设为默认发票抬头",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/InvoiceProfile"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/member/invoice/reissue": {
      "post": {
        "tags": [
          "invoices"
        ],
        "operationId": "reissueInvoice",
        "summary": "申请重开发票（仅已开票）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "invoiceId",
                  "reason"
                ],
                "properties": {
                  "invoiceId": {
                    "title": "发票",
                    "type": "string",
                    "minLength": 1
                  },
                  "reason": {
                    "title": "重开原因",
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "profileId": {
                    "title": "发票抬头",
                    "type": "string",
                    "description": "新抬头（同一发票类型）"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "重开中的发票；10031 不能重开",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Invoice"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/invoice": {
      "get": {
        "tags": [
          "invoices"
        ],
        "operationId": "listInvoices",
        "summary": "发票（最新申请在前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "schema": {
              "title": "发票状态",
              "anyOf": [
                {
                  "const": "all"
                },
                {
                  "$ref": "#/components/schemas/InvoiceStatus"
                }
              ],
              "x-error-msg": "发票状态不正确"
            }
          },
          {
            "name": "type",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/InvoiceType",
              "title": "发票类型",
              "x-error-msg": "发票类型只能是 special 或 normal"
            }
          },
          {
            "$ref": "#/components/parameters/Keyword"
          },
          {
            "name": "orderNo",
            "in": "query",
            "description": "订单号的一部分",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "appliedAt",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/DateRange",
              "title": "申请日期",
              "x-error-msg": "申请日期范围不正确，应为 开始日期,结束日期（YYYY-MM-DD）"
            }
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize10"
          }
        ],
        "responses": {
          "200": {
            "description": "发票分页",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Page",
                      "properties": {
                        "list": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/Invoice"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/finance/v1/invoice/{id}": {
      "get": {
        "tags": [
          "invoices"
        ],
        "operationId": "getInvoice",
        "summary": "发票",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "发票",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Invoice"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/invoice/detail/{id}": {
      "get": {
        "tags": [
          "invoices"
        ],
        "operationId": "getInvoiceDetail",
        "summary": "发票详情（含订单和商品行）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "发票详情",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/InvoiceDetail"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/invoice/download/{id}": {
      "post": {
        "tags": [
          "invoices"
        ],
        "operationId": "downloadInvoice",
        "summary": "下载发票（pdf、ofd、xml）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "format"
                ],
                "properties": {
                  "format": {
                    "title": "下载格式",
                    "type": "string",
                    "enum": [
                      "pdf",
                      "ofd",
                      "xml",
                      ""
                    ],
                    "x-error-msg": "下载格式只能是 pdf、ofd 或 xml"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "文件；拒绝时为 JSON 信封（10032、10033）",
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              },
              "application/xml": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/xml",
                  "description": "数电票 XML 原件（结构化数据）"
                }
              },
              "application/octet-stream": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/octet-stream"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Refusal"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/procurement-settings": {
      "get": {
        "tags": [
          "procurement"
        ],
        "operationId": "getProcurementSettings",
        "summary": "采购设置（审批规则、经费、收货；账号内任何会员可读）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/ProcurementSettings"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "tags": [
          "procurement"
        ],
        "operationId": "updateProcurementSettings",
        "summary": "修改采购设置（整体替换；仅主账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ProcurementSettingsInput"
              },
              "example": {
                "approvalMode": "rules",
                "amountOver": 5000,
                "categories": [
                  "antibody"
                ],
                "approverIds": [],
                "requireFund": true,
                "receiverMustDiffer": true
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/ProcurementSettings"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/reimbursement-rules": {
      "get": {
        "tags": [
          "procurement"
        ],
        "operationId": "getReimbursementRules",
        "summary": "报销规则（合同金额、固定资产单价、化整为零期限；账号内任何会员可读；未设置时为高校常见默认值）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/ReimbursementRules"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "tags": [
          "procurement"
        ],
        "operationId": "updateReimbursementRules",
        "summary": "修改报销规则（整体替换；仅主账号，子账号 10099）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReimbursementRulesInput"
              },
              "example": {
                "contractThreshold": 20000,
                "assetUnitPrice": 1000,
                "splitWindowDays": 30
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/ReimbursementRules"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/credit-terms": {
      "get": {
        "tags": [
          "procurement"
        ],
        "operationId": "getCreditTerms",
        "summary": "企业的结算方式与信用额度（月结 / 现结、账期、额度、已用、可用、本月到期；账号内任何会员可读）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "账号的结算条款；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/CreditTerms"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/funds": {
      "get": {
        "tags": [
          "procurement"
        ],
        "operationId": "listFunds",
        "summary": "经费（主账号：全部；子账号：可使用的启用经费；最新在前，最多 50 个）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "经费列表（不分页）；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "maxItems": 50,
                          "items": {
                            "$ref": "#/components/schemas/Fund"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "procurement"
        ],
        "operationId": "createFund",
        "summary": "登记经费（仅主账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/FundInput"
              },
              "example": {
                "name": "国自然面上项目 32170001",
                "codeKind": "project",
                "code": "32170001",
                "holder": "王敏",
                "budget": 200000,
                "periodStart": "2026-01-01",
                "periodEnd": "2029-12-31",
                "memberIds": [],
                "active": true
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Fund"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/funds/{id}": {
      "get": {
        "tags": [
          "procurement"
        ],
        "operationId": "getFund",
        "summary": "经费详情与其订单（子账号无权使用的经费为 404）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "经费详情",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/FundDetail"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "put": {
        "tags": [
          "procurement"
        ],
        "operationId": "updateFund",
        "summary": "修改经费（整体替换；仅主账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/FundInput"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Fund"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/approvals/count": {
      "get": {
        "tags": [
          "procurement"
        ],
        "operationId": "countApprovals",
        "summary": "待当前会员审批的订单数（不审批的会员为 0）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "待审批数",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "count"
                          ],
                          "properties": {
                            "count": {
                              "type": "integer",
                              "minimum": 0
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/approve": {
      "put": {
        "tags": [
          "procurement"
        ],
        "operationId": "approveOrder",
        "summary": "批准订单（可调低数量；订单转为待审核，经费金额占用）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ApproveInput"
              },
              "example": {
                "version": 3,
                "quantities": [
                  {
                    "matlId": "66a300000000000000000001",
                    "quantity": 1
                  }
                ],
                "comment": "先买一支"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/OrderDetail"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/reject": {
      "put": {
        "tags": [
          "procurement"
        ],
        "operationId": "rejectOrder",
        "summary": "驳回订单（释放经费的待审批金额）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RejectInput"
              },
              "example": {
                "version": 3,
                "reason": "请改用课题组已有的同类抗体"
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/OrderDetail"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/resubmit": {
      "put": {
        "tags": [
          "procurement"
        ],
        "operationId": "resubmitOrder",
        "summary": "重新提交已驳回的订单（仅下单人；重新判断是否需要审批）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ResubmitInput"
              },
              "example": {
                "version": 4,
                "quantities": [
                  {
                    "matlId": "66a300000000000000000001",
                    "quantity": 1
                  }
                ],
                "fundId": null
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/OrderDetail"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/receivers": {
      "get": {
        "tags": [
          "receiving"
        ],
        "operationId": "listReceivers",
        "summary": "可以收货的人（主账号与启用的子账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "收货人（不分页）；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "$ref": "#/components/schemas/Receiver"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/stock-outs/{id}/receipt": {
      "post": {
        "tags": [
          "receiving"
        ],
        "operationId": "confirmReceipt",
        "summary": "确认收货（收货人、日期、逐行数量与批号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReceiptInput"
              },
              "example": {
                "receiverId": "66a100000000000000000002",
                "receivedAt": "2026-11-24",
                "lines": [
                  {
                    "matlId": "66a300000000000000000001",
                    "quantity": 2,
                    "lot": "20240312"
                  }
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "收货记录；10110–10113、10115 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/StockOutReceipt"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/acceptance-slip": {
      "get": {
        "tags": [
          "receiving"
        ],
        "operationId": "getAcceptanceSlip",
        "summary": "验收单 PDF（YSD-订单号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "PDF 文件；拒绝时为 JSON 信封（10114 尚未确认收货）",
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Refusal"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/bottle-labels": {
      "get": {
        "tags": [
          "receiving"
        ],
        "operationId": "getBottleLabels",
        "summary": "瓶签 PDF：收货后每瓶一张（品名、货号、规格、批号、CAS、有效期、GHS 象形图、管制类别、二维码），docs/api.md §14",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "name": "format",
            "in": "query",
            "required": false,
            "description": "a4：A4 不干胶标签纸，3 × 8 格，每格 70 × 37 mm（默认）；roll：标签打印机卷纸，每页一张 60 × 40 mm",
            "schema": {
              "type": "string",
              "enum": [
                "a4",
                "roll"
              ],
              "default": "a4"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "PDF 文件；拒绝时为 JSON 信封（10114 尚未确认收货）",
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Refusal"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/supply-sheet": {
      "get": {
        "tags": [
          "receiving"
        ],
        "operationId": "getSupplySheet",
        "summary": "供货单 Excel（.xlsx，每个收货批号一行，供试剂管理系统导入），docs/api.md §14",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": ".xlsx 文件；拒绝时为 JSON 信封（10114 尚未确认收货）",
            "content": {
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Refusal"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/reimbursement/cover": {
      "post": {
        "tags": [
          "receiving"
        ],
        "operationId": "reimbursementCover",
        "summary": "报销附件清单 PDF（报销材料包的封面，docs/api.md §14）",
        "description": "The shop sends what it gathered for each order (the files it packed, what is missing and why); the mall adds what it knows of each order (number, date, amounts, fund, 采购单号, invoice numbers) and draws the Chinese PDF (the shop has no CJK font).",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReimbursementCoverInput"
              },
              "example": {
                "scope": "订单 SO2610140028",
                "orders": [
                  {
                    "orderId": "o1",
                    "files": [
                      "SO2610140028_合同.pdf"
                    ],
                    "missing": [
                      {
                        "name": "发票",
                        "reason": "开票中"
                      }
                    ]
                  }
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "PDF 文件（报销附件清单）",
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/after-sales": {
      "get": {
        "tags": [
          "after-sales"
        ],
        "operationId": "listAfterSales",
        "summary": "订单的售后申请（最新在前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "售后申请（不分页）",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/AfterSalesCase"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "post": {
        "tags": [
          "after-sales"
        ],
        "operationId": "createAfterSales",
        "summary": "申请售后（multipart/form-data，最多 6 张图片）",
        "description": "The body is `multipart/form-data`, not JSON: the fake mall's schema check (mocks/validation.ts) reads\nJSON bodies only, so the handler checks these fields itself and answers 400 with the same Chinese\nmessages (`<字段>不能为空` …); photos it refuses answer 10122.\n",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "$ref": "#/components/schemas/AfterSalesInput"
              },
              "encoding": {
                "photos": {
                  "contentType": "image/jpeg, image/png, image/webp"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/AfterSalesCase"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/after-sales/{id}/withdraw": {
      "put": {
        "tags": [
          "after-sales"
        ],
        "operationId": "withdrawAfterSales",
        "summary": "撤回售后申请（处理完毕前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/AfterSalesCase"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/after-sales/{id}/photos/{n}": {
      "get": {
        "tags": [
          "after-sales"
        ],
        "operationId": "getAfterSalesPhoto",
        "summary": "售后申请的第 n 张图片（从 0 开始，原样返回）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "name": "n",
            "in": "path",
            "required": true,
            "description": "图片序号，从 0 开始",
            "schema": {
              "title": "图片序号",
              "type": "integer",
              "minimum": 0,
              "maximum": 5
            }
          }
        ],
        "responses": {
          "200": {
            "description": "图片文件",
            "content": {
              "image/jpeg": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/jpeg"
                }
              },
              "image/png": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/png"
                }
              },
              "image/webp": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/webp"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/quotes": {
      "get": {
        "tags": [
          "quotes"
        ],
        "operationId": "listQuotes",
        "summary": "报价单（最新在前；主账号看到整个账号的，子账号只看到自己询价的）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "schema": {
              "title": "报价单状态",
              "anyOf": [
                {
                  "const": "all"
                },
                {
                  "$ref": "#/components/schemas/QuoteStatus"
                }
              ],
              "x-error-msg": "报价单状态不正确"
            }
          },
          {
            "name": "keyword",
            "in": "query",
            "description": "报价单号（QT…，去掉首尾空格，不区分大小写，包含即匹配；§16）",
            "schema": {
              "type": "string",
              "maxLength": 50,
              "title": "关键词"
            }
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize10"
          }
        ],
        "responses": {
          "200": {
            "description": "报价单分页；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Page",
                          "properties": {
                            "list": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/QuoteListItem"
                              }
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "quotes"
        ],
        "operationId": "createQuote",
        "summary": "询价（目录商品立即按量报价；目录外商品待商城报价）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/QuoteInput"
              },
              "example": {
                "items": [
                  {
                    "matlId": "66a300000000000000000001",
                    "quantity": 10
                  }
                ],
                "customItems": [
                  {
                    "name": "人 IL-6 重组蛋白（定制纯度 ≥98%）",
                    "spec": "100 µg",
                    "quantity": 2,
                    "neededBy": "2026-12-20"
                  }
                ],
                "remark": "招标项目 ZB2026-118"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "新报价单；10130 没有询价商品或超过 50 种，10131 商品已下架，10010 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Quote"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/quotes/{id}": {
      "get": {
        "tags": [
          "quotes"
        ],
        "operationId": "getQuote",
        "summary": "报价单详情",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "报价单",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Quote"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/quotes/{id}/decline": {
      "put": {
        "tags": [
          "quotes"
        ],
        "operationId": "declineQuote",
        "summary": "拒绝报价（待报价或已报价）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "reason": {
                    "title": "拒绝原因",
                    "type": "string",
                    "maxLength": 200
                  }
                }
              },
              "example": {
                "reason": "预算已调整"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "已拒绝的报价单；10132 报价单已下单 / 已拒绝 / 已过期，不能拒绝",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Quote"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/quotes/{id}/pdf": {
      "get": {
        "tags": [
          "quotes"
        ],
        "operationId": "getQuotePdf",
        "summary": "报价单 PDF（报价单-报价单号.pdf，单号即 quoteNo）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "PDF 文件；拒绝时为 JSON 信封（10133 尚未报价，暂无报价单）",
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Refusal"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/payment/transfer-account": {
      "get": {
        "tags": [
          "payment"
        ],
        "operationId": "getTransferAccount",
        "summary": "对公转账的收款账户",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "收款账户；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/TransferAccount"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/payment-receipts": {
      "post": {
        "tags": [
          "payment"
        ],
        "operationId": "uploadPaymentReceipt",
        "summary": "上传付款凭证（multipart/form-data，字段 file）",
        "description": "The body is `multipart/form-data`, not JSON: the fake mall's schema check (mocks/validation.ts) reads\nJSON bodies only, so the handler checks the field itself: no file answers 400 `请选择付款凭证`; a file\nit refuses (type, size, more than 5 on the order) answers 10140; an order that is not to be paid, 10141.\nA receipt helps the mall's finance find a transfer; it does not pay the order.\n",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "description": "multipart/form-data 的字段（不是 JSON）",
                "required": [
                  "file"
                ],
                "properties": {
                  "file": {
                    "title": "付款凭证",
                    "type": "string",
                    "format": "binary",
                    "contentMediaType": "application/octet-stream",
                    "description": "JPG、PNG、WebP 图片或 PDF，不超过 10 MB（10140）；每个订单最多 5 个"
                  }
                }
              },
              "encoding": {
                "file": {
                  "contentType": "image/jpeg, image/png, image/webp, application/pdf"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "付款凭证；10140、10141 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/PaymentReceipt"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/orders/{id}/payment-receipts/{receiptId}": {
      "get": {
        "tags": [
          "payment"
        ],
        "operationId": "getPaymentReceipt",
        "summary": "付款凭证文件（原样返回，类型为其 contentType）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "$ref": "#/components/parameters/ReceiptIdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "付款凭证文件",
            "content": {
              "image/jpeg": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/jpeg"
                }
              },
              "image/png": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/png"
                }
              },
              "image/webp": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/webp"
                }
              },
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "delete": {
        "tags": [
          "payment"
        ],
        "operationId": "deletePaymentReceipt",
        "summary": "删除付款凭证（订单付清前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "$ref": "#/components/parameters/ReceiptIdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "已删除；10141 订单已付清，付款凭证不能删除 / 订单已取消，付款凭证不能删除",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "_id"
                          ],
                          "properties": {
                            "_id": {
                              "$ref": "#/components/schemas/Id"
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/statements": {
      "get": {
        "tags": [
          "statements"
        ],
        "operationId": "listStatements",
        "summary": "对账单月份（近 12 个月中有送达订单或退款的月份，最新在前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "对账单月份（不分页）；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "maxItems": 12,
                          "items": {
                            "$ref": "#/components/schemas/StatementSummary"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/statements/{month}": {
      "get": {
        "tags": [
          "statements"
        ],
        "operationId": "getStatement",
        "summary": "某月对账单（可按经费筛选；子账号只看到自己订单的行）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MonthPath"
          },
          {
            "$ref": "#/components/parameters/StatementFundId"
          }
        ],
        "responses": {
          "200": {
            "description": "对账单",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Statement"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/statements/{month}/confirm": {
      "put": {
        "tags": [
          "statements"
        ],
        "operationId": "confirmStatement",
        "summary": "确认对账单（仅主账号；已出账、没有待处理的异议）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MonthPath"
          }
        ],
        "responses": {
          "200": {
            "description": "已确认的对账单；10150 子账号无权确认，10151 尚未出账，10152 已确认或有待处理的异议",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Statement"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/statements/{month}/disputes": {
      "post": {
        "tags": [
          "statements"
        ],
        "operationId": "createStatementDispute",
        "summary": "对某一订单提出异议（仅主账号；每个订单同时只有一个待处理的异议）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MonthPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "orderId",
                  "note"
                ],
                "properties": {
                  "orderId": {
                    "title": "订单",
                    "type": "string",
                    "minLength": 1,
                    "description": "本期对账单中的订单（否则 404 该订单不在本期对账单中）"
                  },
                  "note": {
                    "title": "异议说明",
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  }
                }
              },
              "example": {
                "orderId": "66a700000000000000000001",
                "note": "运费应为 0：同日两单合计已满 ¥500"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "有异议的对账单；10150、10152 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Statement"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/statements/{month}/pdf": {
      "get": {
        "tags": [
          "statements"
        ],
        "operationId": "getStatementPdf",
        "summary": "对账单 PDF（DZD-yyyyMM；可按经费筛选）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MonthPath"
          },
          {
            "$ref": "#/components/parameters/StatementFundId"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/PdfFile"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/finance/v1/invoice/invoiceable-orders": {
      "get": {
        "tags": [
          "invoices"
        ],
        "operationId": "listInvoiceableOrders",
        "summary": "可合并开票的订单（已完成、未开票或只在已重开的发票中；最近完成在前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "name": "fundId",
            "in": "query",
            "description": "只列出使用该经费的订单（本账号没有该经费时 404 经费不存在）",
            "schema": {
              "title": "经费",
              "type": "string",
              "minLength": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "订单（不分页）；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/InvoiceableOrder"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/finance/v1/invoice/apply": {
      "post": {
        "tags": [
          "invoices"
        ],
        "operationId": "applyConsolidatedInvoice",
        "summary": "合并开票申请（多个已完成订单开一张发票）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ConsolidatedInvoiceInput"
              },
              "example": {
                "orderIds": [
                  "66a700000000000000000001",
                  "66a700000000000000000002"
                ],
                "profileId": "66a600000000000000000001",
                "remark": "课题组 11 月试剂"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "开票中的发票（consolidated 为 true）；10160–10163 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Invoice"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/qualifications": {
      "get": {
        "tags": [
          "safety"
        ],
        "operationId": "listQualifications",
        "summary": "企业资质（最新在前，最多 20 个；子账号只读）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "资质（不分页）；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "maxItems": 20,
                          "items": {
                            "$ref": "#/components/schemas/Qualification"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "safety"
        ],
        "operationId": "createQualification",
        "summary": "上传资质（仅主账号；multipart/form-data，审核中）",
        "description": "The body is `multipart/form-data`, not JSON: the fake mall's schema check (mocks/validation.ts) reads\nJSON bodies only, so the handler checks the fields itself and answers 400 with the texts of docs/api.md §21\n(`请选择资质类型`, `证件编号不能为空`, `发证机关不能为空`, `请选择许可范围`, `许可范围与资质类型不符`,\n`有效期结束日期不能早于开始日期`, `资质已过期，请上传有效期内的资质`, `许可数量须大于 0`, `CAS 号格式不正确`);\na sub-account answers 10170, a file it refuses 10171, a 21st qualification 10175. `classes`, `substances`\nand `limits` are JSON arrays written as text fields; `substances` and `limits` may be left out (= `[]`).\n",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "description": "multipart/form-data 的字段（不是 JSON）",
                "required": [
                  "kind",
                  "number",
                  "authority",
                  "classes",
                  "validFrom",
                  "validTo",
                  "file"
                ],
                "properties": {
                  "kind": {
                    "$ref": "#/components/schemas/QualificationKind",
                    "title": "资质类型"
                  },
                  "number": {
                    "title": "证件编号",
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 50
                  },
                  "authority": {
                    "title": "发证机关",
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "classes": {
                    "title": "许可范围",
                    "type": "string",
                    "description": "ControlClass 的 JSON 数组（不含 hazardous），如 [\"precursor2\",\"precursor3\"]"
                  },
                  "substances": {
                    "title": "许可品种",
                    "type": "string",
                    "description": "CAS 号的 JSON 数组；[] 为许可范围内的全部品种"
                  },
                  "limits": {
                    "title": "许可数量",
                    "type": "string",
                    "description": "JSON 数组 [{ cas, amount, unit }]，unit 为 g、kg、mL 或 L；可为 []"
                  },
                  "validFrom": {
                    "$ref": "#/components/schemas/ChinaDate",
                    "title": "有效期开始"
                  },
                  "validTo": {
                    "$ref": "#/components/schemas/ChinaDate",
                    "title": "有效期结束"
                  },
                  "file": {
                    "title": "资质文件",
                    "type": "string",
                    "format": "binary",
                    "contentMediaType": "application/octet-stream",
                    "description": "证件扫描件：JPG、PNG、WebP 图片或 PDF，不超过 10 MB（10171）"
                  }
                }
              },
              "encoding": {
                "file": {
                  "contentType": "image/jpeg, image/png, image/webp, application/pdf"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "新资质（审核中）；10170、10171、10175 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/Qualification"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/qualifications/{id}": {
      "delete": {
        "tags": [
          "safety"
        ],
        "operationId": "deleteQualification",
        "summary": "删除资质（仅主账号）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/DeletedId"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/qualifications/{id}/file": {
      "get": {
        "tags": [
          "safety"
        ],
        "operationId": "getQualificationFile",
        "summary": "资质文件（原样返回，类型为上传时的类型）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "资质文件（Content-Disposition 带上传时的文件名）",
            "content": {
              "image/jpeg": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/jpeg"
                }
              },
              "image/png": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/png"
                }
              },
              "image/webp": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "image/webp"
                }
              },
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "contentMediaType": "application/pdf"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials/{id}/sds": {
      "get": {
        "tags": [
          "safety"
        ],
        "operationId": "getMaterialSds",
        "summary": "化学品安全技术说明书 PDF（SDS-货号.pdf；404 商品不存在 / 该商品暂无安全技术说明书）",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/PdfFile"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/materials/{id}/datasheet": {
      "get": {
        "tags": [
          "safety"
        ],
        "operationId": "getMaterialDatasheet",
        "summary": "产品说明书 PDF（Datasheet-货号.pdf）",
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/PdfFile"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/buying-lists": {
      "get": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "listBuyingLists",
        "summary": "常购清单（自己的在前，然后是其他成员共享的；最近修改在前）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "清单（不分页）；10010 请先完善企业信息",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/BuyingListSummary"
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "createBuyingList",
        "summary": "新建清单（可带商品）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "$ref": "#/components/schemas/BuyingListName"
                  },
                  "shared": {
                    "title": "共享",
                    "type": "boolean",
                    "default": false
                  },
                  "lines": {
                    "title": "清单商品",
                    "type": "array",
                    "maxItems": 200,
                    "description": "可以为空",
                    "items": {
                      "$ref": "#/components/schemas/BuyingListLineInput"
                    }
                  }
                }
              },
              "example": {
                "name": "细胞培养常用",
                "shared": true,
                "lines": [
                  {
                    "matlId": "66a300000000000000000001",
                    "quantity": 2
                  }
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "新清单；400 已有同名清单；10180 最多保存 50 个清单，10050、10010 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/BuyingList"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/buying-lists/{id}": {
      "get": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "getBuyingList",
        "summary": "清单（自己的，或本账号其他成员共享的）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/BuyingList"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "put": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "updateBuyingList",
        "summary": "改名、共享（仅创建人）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "name": {
                    "$ref": "#/components/schemas/BuyingListName"
                  },
                  "shared": {
                    "title": "共享",
                    "type": "boolean"
                  }
                }
              },
              "example": {
                "name": "细胞培养常用（2027）",
                "shared": false
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/BuyingList"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "delete": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "deleteBuyingList",
        "summary": "删除清单（仅创建人）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/DeletedId"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/buying-lists/{id}/lines": {
      "post": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "addBuyingListLines",
        "summary": "加入清单（已有的商品数量相加；仅创建人）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "lines"
                ],
                "properties": {
                  "lines": {
                    "$ref": "#/components/schemas/BuyingListLinesInput"
                  }
                }
              },
              "example": {
                "lines": [
                  {
                    "matlId": "66a300000000000000000001",
                    "quantity": 2
                  }
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/BuyingList"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/buying-lists/{id}/lines/{matlId}": {
      "put": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "updateBuyingListLine",
        "summary": "修改清单中商品的数量（仅创建人）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "$ref": "#/components/parameters/MatlIdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "quantity"
                ],
                "properties": {
                  "quantity": {
                    "$ref": "#/components/schemas/Quantity"
                  }
                }
              },
              "example": {
                "quantity": 3
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/BuyingList"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "delete": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "deleteBuyingListLine",
        "summary": "从清单中删除商品（仅创建人）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          },
          {
            "$ref": "#/components/parameters/MatlIdPath"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/BuyingList"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/buying-lists/{id}/import": {
      "post": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "importBuyingListLines",
        "summary": "按货号和数量导入清单（与快速下单相同的检查；可用和缺货的行加入清单）",
        "description": "A line with a bad quantity is reported as `badQuantity` in `results`, not refused with 400 (as carts/batch).",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "lines"
                ],
                "properties": {
                  "lines": {
                    "title": "货号和数量",
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 200,
                    "items": {
                      "type": "object",
                      "properties": {
                        "catalogNo": {
                          "type": "string"
                        },
                        "quantity": {
                          "type": "number"
                        }
                      }
                    },
                    "x-error-msg": "请至少填写一行货号和数量（一次最多 200 行）"
                  }
                }
              },
              "example": {
                "lines": [
                  {
                    "catalogNo": "G0005-500G",
                    "quantity": 2
                  }
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "每行的结果与清单；10181、10180 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "results",
                            "list"
                          ],
                          "properties": {
                            "results": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/BatchResult"
                              }
                            },
                            "list": {
                              "$ref": "#/components/schemas/BuyingList"
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/buying-lists/{id}/to-cart": {
      "post": {
        "tags": [
          "buying-lists"
        ],
        "operationId": "buyingListToCart",
        "summary": "清单加入购物车（默认全部行；与再次购买相同的报告）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdPath"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "matlIds": {
                    "title": "matlIds",
                    "description": "默认：清单中的全部商品",
                    "type": "array",
                    "items": {
                      "type": "string",
                      "minLength": 1
                    },
                    "x-error-msg": "matlIds 必须是商品编号数组"
                  }
                }
              },
              "example": {
                "matlIds": [
                  "66a300000000000000000001"
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "每行的结果与新的购物车；10051、10052 见 ErrorCode",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "type": "object",
                          "required": [
                            "results",
                            "cart"
                          ],
                          "properties": {
                            "results": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/BatchResult"
                              }
                            },
                            "cart": {
                              "$ref": "#/components/schemas/CartInfo"
                            }
                          }
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/restock-alerts": {
      "get": {
        "tags": [
          "restock"
        ],
        "operationId": "listRestockAlerts",
        "summary": "到货提醒（等待中在前，然后是已到货；最新在前；30 天前到货的不列出）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "到货提醒（不分页）",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/RestockAlert"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "restock"
        ],
        "operationId": "createRestockAlert",
        "summary": "设置到货提醒（缺货或期货的商品；已有等待中的提醒时原样返回）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "matlId"
                ],
                "properties": {
                  "matlId": {
                    "title": "商品",
                    "type": "string",
                    "minLength": 1
                  }
                }
              },
              "example": {
                "matlId": "66a300000000000000000001"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "到货提醒；10190 该商品有现货，10191 最多设置 50 个到货提醒",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope",
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/RestockAlert"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/Refusal"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/restock-alerts/{matlId}": {
      "delete": {
        "tags": [
          "restock"
        ],
        "operationId": "deleteRestockAlert",
        "summary": "取消到货提醒（404 未设置该商品的到货提醒）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/MatlIdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "已取消",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "matlId"
                      ],
                      "properties": {
                        "matlId": {
                          "$ref": "#/components/schemas/Id"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/mall/v1/member/restock-alerts/count": {
      "get": {
        "tags": [
          "restock"
        ],
        "operationId": "countRestockAlerts",
        "summary": "到货提醒数量（顶栏）",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "等待中的数量与未看过的已到货数量",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "waiting",
                        "arrived"
                      ],
                      "properties": {
                        "waiting": {
                          "type": "integer",
                          "minimum": 0
                        },
                        "arrived": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "已到货且未看过"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/member/restock-alerts/seen": {
      "put": {
        "tags": [
          "restock"
        ],
        "operationId": "markRestockAlertsSeen",
        "summary": "已到货的提醒全部标记为已看过",
        "security": [
          {
            "accessToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "现在没有未看过的已到货提醒",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "arrived"
                      ],
                      "properties": {
                        "arrived": {
                          "const": 0
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/mall/v1/service/messages": {
      "post": {
        "tags": [
          "service"
        ],
        "operationId": "createServiceMessage",
        "summary": "客服留言（访客或会员；非工作时间由小助手的转人工提供；answerBy 为下一个工作时间的开始）",
        "security": [
          {},
          {
            "accessToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ServiceMessageInput"
              },
              "example": {
                "content": "订单 SO2611140056 的售后什么时候处理？",
                "phone": "13800000003",
                "name": "陈晨"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "已收到的留言",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/ServiceMessage"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          }
        }
      }
    }
  },
  "components": {
    "x-fees": {
      "freight": 15,
      "freeFreightFrom": 500,
      "dryIcePerShipment": 80
    },
    "x-limits": {
      "invoiceProfiles": 20,
      "cartLines": 200,
      "addresses": 20,
      "subAccounts": 50,
      "funds": 50,
      "afterSalesPhotos": 6,
      "afterSalesPhotoBytes": 5242880,
      "quoteLines": 50,
      "paymentReceipts": 5,
      "paymentReceiptBytes": 10485760,
      "invoiceOrders": 50,
      "qualificationFileBytes": 10485760,
      "qualifications": 20,
      "buyingLists": 50,
      "buyingListLines": 200,
      "restockAlerts": 50,
      "serviceOpensAtMinute": 510,
      "serviceClosesAtMinute": 1050
    },
    "x-service-calendar": {
      "closed": [
        "2026-01-01",
        "2026-01-02",
        "2026-01-03",
        "2026-02-15",
        "2026-02-16",
        "2026-02-17",
        "2026-02-18",
        "2026-02-19",
        "2026-02-20",
        "2026-02-21",
        "2026-02-22",
        "2026-02-23",
        "2026-04-04",
        "2026-04-05",
        "2026-04-06",
        "2026-05-01",
        "2026-05-02",
        "2026-05-03",
        "2026-05-04",
        "2026-05-05",
        "2026-06-19",
        "2026-06-20",
        "2026-06-21",
        "2026-09-25",
        "2026-09-26",
        "2026-09-27",
        "2026-10-01",
        "2026-10-02",
        "2026-10-03",
        "2026-10-04",
        "2026-10-05",
        "2026-10-06",
        "2026-10-07",
        "2027-01-01"
      ],
      "workdays": [
        "2026-01-04",
        "2026-02-14",
        "2026-02-28",
        "2026-05-09",
        "2026-09-20",
        "2026-10-10"
      ]
    },
    "securitySchemes": {
      "accessToken": {
        "type": "http",
        "scheme": "bearer",
        "description": "`Authorization: Bearer <accessToken>` (scheme VITE_AUTH_SCHEME); 5 minutes in the fake mall"
      }
    },
    "parameters": {
      "Authorization": {
        "name": "Authorization",
        "in": "header",
        "description": "`Bearer <accessToken>` while a token is stored (the scheme is VITE_AUTH_SCHEME; empty: the bare token)",
        "schema": {
          "type": "string"
        }
      },
      "RefreshToken": {
        "name": "refreshToken",
        "in": "header",
        "description": "the stored refresh token, sent on every request while stored; read by the refresh call",
        "schema": {
          "type": "string"
        }
      },
      "IdPath": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "24 位十六进制 `_id`",
        "schema": {
          "$ref": "#/components/schemas/Id",
          "title": "编号"
        }
      },
      "ReceiptIdPath": {
        "name": "receiptId",
        "in": "path",
        "required": true,
        "description": "付款凭证的 `_id`",
        "schema": {
          "$ref": "#/components/schemas/Id",
          "title": "付款凭证"
        }
      },
      "MonthPath": {
        "name": "month",
        "in": "path",
        "required": true,
        "description": "`YYYY-MM`",
        "schema": {
          "$ref": "#/components/schemas/StatementMonth",
          "title": "月份",
          "x-error-msg": "月份格式应为 YYYY-MM"
        }
      },
      "StatementFundId": {
        "name": "fundId",
        "in": "query",
        "description": "只列出使用该经费的订单，合计也只算这些行（未知时 404 经费不存在）",
        "schema": {
          "title": "经费",
          "type": "string",
          "minLength": 1
        }
      },
      "MatlIdPath": {
        "name": "matlId",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Id",
          "title": "商品"
        }
      },
      "Page": {
        "name": "page",
        "in": "query",
        "description": "从 1 开始",
        "schema": {
          "title": "page",
          "type": "integer",
          "minimum": 1,
          "default": 1,
          "x-error-msg": "page 必须是从 1 开始的整数"
        }
      },
      "PageSize": {
        "name": "pageSize",
        "in": "query",
        "schema": {
          "title": "pageSize",
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "x-error-msg": "pageSize 必须是 1 到 100 之间的整数"
        }
      },
      "PageSize10": {
        "name": "pageSize",
        "in": "query",
        "schema": {
          "title": "pageSize",
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 10,
          "x-error-msg": "pageSize 必须是 1 到 100 之间的整数"
        }
      },
      "Keyword": {
        "name": "keyword",
        "in": "query",
        "description": "关键词（去掉首尾空格；不区分大小写）",
        "schema": {
          "type": "string"
        }
      },
      "MfrId": {
        "name": "mfrId",
        "in": "query",
        "schema": {
          "type": "string",
          "description": "品牌 _id（未知时 404 品牌不存在）"
        }
      },
      "TagId": {
        "name": "tagId",
        "in": "query",
        "schema": {
          "type": "string",
          "description": "标签 _id（未知时 404 标签不存在）"
        }
      },
      "Category": {
        "name": "category",
        "in": "query",
        "schema": {
          "$ref": "#/components/schemas/Category",
          "title": "商品分类",
          "x-error-msg": "商品分类不正确"
        }
      },
      "InStock": {
        "name": "inStock",
        "in": "query",
        "schema": {
          "title": "inStock",
          "type": "string",
          "enum": [
            "1",
            "0"
          ],
          "x-error-msg": "inStock 只能是 1 或 0"
        }
      },
      "IsAuthorizedDealer": {
        "name": "isAuthorizedDealer",
        "in": "query",
        "schema": {
          "title": "isAuthorizedDealer",
          "type": "string",
          "enum": [
            "1",
            "0"
          ],
          "x-error-msg": "isAuthorizedDealer 只能是 1 或 0"
        }
      },
      "Control": {
        "name": "control",
        "in": "query",
        "description": "危险品筛选（§20）：hazard 有 GHS 分类的商品，controlled 管制类（除 hazardous 外的任一类别），或一个管制类别",
        "schema": {
          "title": "control",
          "type": "string",
          "enum": [
            "hazard",
            "controlled",
            "hazardous",
            "precursor1",
            "precursor2",
            "precursor3",
            "explosive",
            "toxic"
          ],
          "x-error-msg": "control 只能是 hazard、controlled、hazardous、precursor1、precursor2、precursor3、explosive 或 toxic"
        }
      },
      "Group": {
        "name": "group",
        "in": "query",
        "description": "sku 每个规格一行（默认）；product 每个产品（productNo）一行，规格在 packs 里，total 与筛选项数量按产品计（§5 Products and pack sizes）",
        "schema": {
          "title": "group",
          "type": "string",
          "enum": [
            "sku",
            "product"
          ],
          "default": "sku",
          "x-error-msg": "group 只能是 sku 或 product"
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "输入不合法：`{ code: 400, msg: '<字段>不能为空' …, data: null }`，msg 为中文并指明字段",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope",
              "properties": {
                "code": {
                  "const": 400
                }
              }
            },
            "example": {
              "code": 400,
              "msg": "数量不能大于 9999",
              "data": null
            }
          }
        }
      },
      "Unauthorized": {
        "description": "未登录、令牌无效或过期（开始刷新令牌）",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope",
              "properties": {
                "code": {
                  "const": 401
                }
              }
            },
            "example": {
              "code": 401,
              "msg": "请先登录",
              "data": null
            }
          }
        }
      },
      "Forbidden": {
        "description": "账号已被锁定（code 10403）",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope",
              "properties": {
                "code": {
                  "const": 10403
                }
              }
            },
            "example": {
              "code": 10403,
              "msg": "账号已被锁定，请联系客服 400 819 7199",
              "data": null
            }
          }
        }
      },
      "NotFound": {
        "description": "编号不存在，或属于其他账号",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope",
              "properties": {
                "code": {
                  "const": 404
                }
              }
            },
            "example": {
              "code": 404,
              "msg": "订单不存在",
              "data": null
            }
          }
        }
      },
      "NullData": {
        "description": "成功，data 为 null；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "null"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "DeletedId": {
        "description": "已删除；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "_id"
                      ],
                      "properties": {
                        "_id": {
                          "$ref": "#/components/schemas/Id"
                        }
                      }
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "LoginResult": {
        "description": "令牌（一个账号）、账号选择（多个账号）或绑定手机号（没有账号）；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/LoginResult"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "MemberInfo": {
        "description": "会员；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/MemberInfo"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "Address": {
        "description": "收货地址；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Address"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "SubMember": {
        "description": "子账号；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/SubMember"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "CartInfo": {
        "description": "购物车；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/CartInfo"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "InvoiceProfile": {
        "description": "发票抬头；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/InvoiceProfile"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "OrderDetail": {
        "description": "订单详情；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/OrderDetail"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "ProcurementSettings": {
        "description": "采购设置；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/ProcurementSettings"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "ReimbursementRules": {
        "description": "报销规则；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/ReimbursementRules"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "Fund": {
        "description": "经费；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Fund"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "AfterSalesCase": {
        "description": "售后申请；或业务拒绝",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/AfterSalesCase"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "BuyingList": {
        "description": "常购清单；或业务拒绝（10050、10180、10181 见 ErrorCode）",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/SuccessEnvelope",
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/BuyingList"
                    }
                  }
                },
                {
                  "$ref": "#/components/schemas/Refusal"
                }
              ]
            }
          }
        }
      },
      "PdfFile": {
        "description": "PDF 文件（Content-Disposition: attachment; filename=\"…\"; filename*=UTF-8''…）",
        "content": {
          "application/pdf": {
            "schema": {
              "type": "string",
              "contentMediaType": "application/pdf"
            }
          }
        }
      },
      "CsvFile": {
        "description": "CSV 文件（UTF-8 BOM，每个单元格加引号）",
        "content": {
          "text/csv": {
            "schema": {
              "type": "string",
              "contentMediaType": "text/csv"
            }
          }
        }
      }
    },
    "schemas": {
      "ReimbursementCoverInput": {
        "title": "报销附件清单的内容",
        "type": "object",
        "required": [
          "scope",
          "orders"
        ],
        "properties": {
          "scope": {
            "title": "范围",
            "type": "string",
            "minLength": 1,
            "maxLength": 60,
            "x-error-msg": "范围说明应为 1–60 个字"
          },
          "orders": {
            "title": "订单",
            "type": "array",
            "minItems": 1,
            "maxItems": 200,
            "x-error-msg": "请至少选择一个订单（一次最多 200 个）",
            "items": {
              "$ref": "#/components/schemas/ReimbursementCoverOrder"
            }
          }
        }
      },
      "ReimbursementMissingItem": {
        "title": "缺少的文件",
        "type": "object",
        "required": [
          "name",
          "reason"
        ],
        "properties": {
          "name": {
            "title": "文件",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "reason": {
            "title": "原因",
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        }
      },
      "ReimbursementCoverOrder": {
        "title": "清单中的订单",
        "type": "object",
        "required": [
          "orderId",
          "files",
          "missing"
        ],
        "properties": {
          "orderId": {
            "title": "订单编号",
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          },
          "files": {
            "title": "文件",
            "type": "array",
            "maxItems": 1000,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 120
            },
            "x-error-msg": "每个订单最多 1000 个文件，文件名不超过 120 个字"
          },
          "missing": {
            "title": "缺少的文件",
            "type": "array",
            "maxItems": 1000,
            "x-error-msg": "每个订单最多列出 1000 项缺少的文件",
            "items": {
              "$ref": "#/components/schemas/ReimbursementMissingItem"
            }
          }
        }
      },
      "Envelope": {
        "type": "object",
        "description": "每个 JSON 应答的信封",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "type": "integer",
            "description": "0 成功；400、401、404、500 与 HTTP 状态相同；1xxxx 见 ErrorCode"
          },
          "msg": {
            "type": "string",
            "description": "简体中文，可直接展示给用户"
          },
          "data": {}
        }
      },
      "SuccessEnvelope": {
        "$ref": "#/components/schemas/Envelope",
        "description": "成功：code 0，msg 为 success 或中文确认",
        "properties": {
          "code": {
            "const": 0
          }
        }
      },
      "ErrorEnvelope": {
        "$ref": "#/components/schemas/Envelope",
        "description": "HTTP 4xx/5xx 的应答",
        "properties": {
          "code": {
            "type": "integer",
            "minimum": 400
          },
          "data": {
            "type": "null"
          }
        }
      },
      "Refusal": {
        "$ref": "#/components/schemas/Envelope",
        "description": "业务拒绝：HTTP 200，code 为 ErrorCode 之一，data 为 null",
        "properties": {
          "code": {
            "$ref": "#/components/schemas/ErrorCode"
          },
          "data": {
            "type": "null"
          }
        }
      },
      "ErrorCode": {
        "description": "业务拒绝的错误码（HTTP 200，code ≠ 0；docs/api.md §9）",
        "oneOf": [
          {
            "const": 10002,
            "x-name": "wrongSmsCode",
            "description": "验证码错误或已过期 / 验证码错误次数过多，请重新获取（登录、注册、绑定手机、改密码、注销）"
          },
          {
            "const": 10003,
            "x-name": "wrongPassword",
            "description": "手机号或密码错误 / 子账号或密码错误"
          },
          {
            "const": 10005,
            "x-name": "notRegistered",
            "description": "该手机号尚未注册，请选择账号类型完成注册"
          },
          {
            "const": 10006,
            "x-name": "wechatTicketExpired",
            "description": "微信登录凭证已失效，请重新扫码 / 授权已失效，请重新授权"
          },
          {
            "const": 10007,
            "x-name": "alreadyRegistered",
            "description": "该手机号已注册，请直接登录"
          },
          {
            "const": 10008,
            "x-name": "subAccountDisabled",
            "description": "该子账号已被主账号停用"
          },
          {
            "const": 10009,
            "x-name": "wechatNotAllowed",
            "description": "该微信无权登录此账号"
          },
          {
            "const": 10010,
            "x-name": "companyInfoRequired",
            "description": "请先完善企业信息（订单、发货单、子账号）"
          },
          {
            "const": 10011,
            "x-name": "nothingToCheckout",
            "description": "请选择要结算的商品"
          },
          {
            "const": 10012,
            "x-name": "cartLinesGone",
            "description": "部分商品已不在购物车中，请刷新购物车后重试"
          },
          {
            "const": 10013,
            "x-name": "materialUnavailable",
            "description": "商品 … 已下架 / 暂时缺货，请删除后再结算"
          },
          {
            "const": 10014,
            "x-name": "priceChanged",
            "description": "商品 … 的价格已变为 ¥…，请确认后再提交"
          },
          {
            "const": 10015,
            "x-name": "quantityChanged",
            "description": "商品 … 的数量已由 N 变为 M，请确认后再提交"
          },
          {
            "const": 10020,
            "x-name": "orderNotCancellable",
            "description": "订单已确认，无法在线取消，如需取消请致电 400 819 7199 / 订单已取消，无需重复操作"
          },
          {
            "const": 10021,
            "x-name": "contractOfCancelledOrder",
            "description": "订单已取消，无法下载合同"
          },
          {
            "const": 10030,
            "x-name": "subAccountNoInvoiceProfiles",
            "description": "子账号无权管理发票抬头"
          },
          {
            "const": 10031,
            "x-name": "invoiceNotReissuable",
            "description": "发票不能重开（尚未开具、重开中、已重开、已驳回、红冲中、已红冲、新抬头类型不一致）"
          },
          {
            "const": 10032,
            "x-name": "invoiceNotDownloadable",
            "description": "发票尚未开具或已作废（已重开、已红冲），暂不能下载"
          },
          {
            "const": 10033,
            "x-name": "invoiceFormatUnavailable",
            "description": "该发票不提供 OFD/XML 格式下载"
          },
          {
            "const": 10034,
            "x-name": "invoiceProfileLimit",
            "description": "最多保存 20 个发票抬头"
          },
          {
            "const": 10035,
            "x-name": "defaultProfileUndeletable",
            "description": "默认发票抬头不能删除，请先将其他抬头设为默认"
          },
          {
            "const": 10040,
            "x-name": "wrongOldPassword",
            "description": "原密码错误 / 账号尚未设置密码，请使用短信验证码设置"
          },
          {
            "const": 10041,
            "x-name": "wechatBoundElsewhere",
            "description": "该微信已绑定其他账号 / 该手机号已绑定其他微信"
          },
          {
            "const": 10042,
            "x-name": "wechatNotBound",
            "description": "当前账号未绑定微信"
          },
          {
            "const": 10043,
            "x-name": "samePassword",
            "description": "新密码不能与原密码相同"
          },
          {
            "const": 10050,
            "x-name": "materialOffShelf",
            "description": "该商品已下架或不存在"
          },
          {
            "const": 10051,
            "x-name": "cartFull",
            "description": "购物车最多 200 种商品，请先清理"
          },
          {
            "const": 10052,
            "x-name": "nothingToAdd",
            "description": "没有可加入购物车的商品"
          },
          {
            "const": 10053,
            "x-name": "outOfStock",
            "description": "该商品暂时缺货，无法加入购物车"
          },
          {
            "const": 10054,
            "x-name": "quantityTermsBroken",
            "description": "商品 … 起订 N 件，按 M 的倍数购买（本单 K 件），请修改数量后再结算（下单、审批调低、重新提交：违反起订量或倍数的行，§5 协议价与阶梯价）"
          },
          {
            "const": 10060,
            "x-name": "addressLimit",
            "description": "最多保存 20 个收货地址，请先删除不用的地址"
          },
          {
            "const": 10070,
            "x-name": "subAccountNoSubAccounts",
            "description": "子账号无权管理子账号"
          },
          {
            "const": 10071,
            "x-name": "subAccountNoCompanyEdit",
            "description": "子账号无权修改企业信息，请联系主账号"
          },
          {
            "const": 10072,
            "x-name": "subAccountNameTaken",
            "description": "该子账号名已被使用，请换一个"
          },
          {
            "const": 10073,
            "x-name": "subAccountLimit",
            "description": "最多创建 50 个子账号"
          },
          {
            "const": 10080,
            "x-name": "subAccountNoClean",
            "description": "子账号不能注销，请联系主账号"
          },
          {
            "const": 10081,
            "x-name": "cleanNeedsCompanyOwner",
            "description": "仅已完善企业信息的主账号可以在线注销"
          },
          {
            "const": 10082,
            "x-name": "cleanOpenOrders",
            "description": "您还有未完成的订单，请完成收货或取消后再注销"
          },
          {
            "const": 10083,
            "x-name": "cleanOpenInvoices",
            "description": "您还有开票中或重开中的发票，请待开票完成后再注销"
          },
          {
            "const": 10090,
            "x-name": "subAccountNoProcurementSettings",
            "description": "子账号无权修改采购设置"
          },
          {
            "const": 10091,
            "x-name": "subAccountNoFunds",
            "description": "子账号无权管理经费"
          },
          {
            "const": 10092,
            "x-name": "fundUnusable",
            "description": "请选择经费 / 该经费不可用：已停用或不在有效期内 / 无权使用该经费（下单、重新提交）"
          },
          {
            "const": 10093,
            "x-name": "fundInsufficient",
            "description": "经费可用余额不足：可用余额 ¥…，本单 ¥…（下单、重新提交）"
          },
          {
            "const": 10094,
            "x-name": "orderStale",
            "description": "该订单已被他人处理（…），请刷新后查看（version 或状态已变）"
          },
          {
            "const": 10095,
            "x-name": "notApprover",
            "description": "无权审批该订单 / 无权审批使用该经费的订单，该经费由 … 审批"
          },
          {
            "const": 10096,
            "x-name": "fundLimit",
            "description": "最多登记 50 个经费 / 预算不能低于已占用金额 ¥…"
          },
          {
            "const": 10097,
            "x-name": "notResubmittable",
            "description": "只有已驳回的订单可以重新提交 / 只有下单人可以重新提交已驳回的订单"
          },
          {
            "const": 10098,
            "x-name": "overdraftNeedsManager",
            "description": "批准后经费将超支 ¥…，须由经费负责人作超支批准并填写原因"
          },
          {
            "const": 10099,
            "x-name": "subAccountNoReimbursementRules",
            "description": "子账号无权修改报销规则"
          },
          {
            "const": 10100,
            "x-name": "creditLimitExceeded",
            "description": "超出信用额度：可用额度 ¥…，本单 ¥…，请先结清到期货款或联系客服调整额度（下单、重新提交）"
          },
          {
            "const": 10110,
            "x-name": "alreadyReceived",
            "description": "该发货单已确认收货"
          },
          {
            "const": 10111,
            "x-name": "receiverIsBuyer",
            "description": "收货人不能是下单人"
          },
          {
            "const": 10112,
            "x-name": "badReceiptDate",
            "description": "收货日期不能早于发货日期，也不能晚于今天"
          },
          {
            "const": 10113,
            "x-name": "badReceiptLines",
            "description": "收货数量不能超过发货数量 / 收货明细与发货单不符"
          },
          {
            "const": 10114,
            "x-name": "noAcceptanceSlip",
            "description": "尚未确认收货，暂无验收单 / 尚未确认收货，暂无瓶签 / 尚未确认收货，暂无供货单"
          },
          {
            "const": 10115,
            "x-name": "buyerMayNotConfirm",
            "description": "收货确认须由下单人以外的成员完成（receiverMustDiffer，下单的子账号不能确认自己订单的收货）"
          },
          {
            "const": 10120,
            "x-name": "notYetReceived",
            "description": "该商品尚未收货，暂不能申请售后"
          },
          {
            "const": 10121,
            "x-name": "afterSalesConflict",
            "description": "该商品已有处理中的售后申请 / 售后已处理完毕，无法撤回"
          },
          {
            "const": 10122,
            "x-name": "badAfterSalesPhotos",
            "description": "图片须为 JPG、PNG 或 WebP，每张不超过 5 MB，最多 6 张"
          },
          {
            "const": 10130,
            "x-name": "badQuoteLines",
            "description": "请至少添加一个询价商品 / 一次最多询价 50 种商品"
          },
          {
            "const": 10131,
            "x-name": "quoteMaterialOffShelf",
            "description": "商品 … 已下架，无法询价"
          },
          {
            "const": 10132,
            "x-name": "quoteUnusable",
            "description": "报价单已过期（有效期至 …），请重新询价 / 报价单已下单（订单 …），不能重复使用 / 报价单已拒绝，不能下单 / 报价单尚未完成报价 / 报价单已下单，不能拒绝 / 报价单已拒绝 / 报价单已过期（下单、预览、拒绝报价）"
          },
          {
            "const": 10133,
            "x-name": "quoteNotPriced",
            "description": "尚未报价，暂无报价单"
          },
          {
            "const": 10140,
            "x-name": "badPaymentReceipt",
            "description": "付款凭证须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB / 每个订单最多上传 5 个付款凭证"
          },
          {
            "const": 10141,
            "x-name": "notPayable",
            "description": "订单已付清，无需上传付款凭证 / 订单已取消，无需付款 / 订单尚未审批通过，暂不能付款 / 订单尚在商城审核中，审核通过后即可付款 / 订单已付清，付款凭证不能删除 / 订单已取消，付款凭证不能删除"
          },
          {
            "const": 10150,
            "x-name": "subAccountNoStatements",
            "description": "子账号无权确认对账单"
          },
          {
            "const": 10151,
            "x-name": "statementNotBilled",
            "description": "本月对账单尚未出账，下月 1 日后可确认"
          },
          {
            "const": 10152,
            "x-name": "statementChanged",
            "description": "对账单已确认 / 对账单有待处理的异议，请等待商城回复后再确认 / 对账单已确认，不能再提出异议 / 该订单已有待处理的异议"
          },
          {
            "const": 10160,
            "x-name": "badInvoiceSelection",
            "description": "请选择要开票的订单 / 一次最多合并 50 个订单"
          },
          {
            "const": 10161,
            "x-name": "ordersNotInvoiceable",
            "description": "订单 … 尚未完成，暂不能开票 / 订单 … 已开票或正在开票"
          },
          {
            "const": 10162,
            "x-name": "invoiceTitleMismatch",
            "description": "所选订单的发票抬头不一致：订单 … 下单时选择了「…」"
          },
          {
            "const": 10163,
            "x-name": "specialTitleIncomplete",
            "description": "增值税专用发票需要完整的抬头信息（注册地址、注册电话、开户银行、银行账号），请先补全该抬头"
          },
          {
            "const": 10170,
            "x-name": "subAccountNoQualifications",
            "description": "子账号无权管理资质"
          },
          {
            "const": 10171,
            "x-name": "badQualificationFile",
            "description": "资质文件须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB"
          },
          {
            "const": 10172,
            "x-name": "qualificationMissing",
            "description": "商品 … 需要有效的…，请在资质管理中上传 / 商品 … 的资质正在审核，通过后可下单（下单、重新提交、审批）"
          },
          {
            "const": 10173,
            "x-name": "overPermitLimit",
            "description": "超出许可数量：… 许可 …，已购 …，本单 …（下单、重新提交、审批）"
          },
          {
            "const": 10174,
            "x-name": "purposeRequired",
            "description": "请填写 … 的用途（下单、重新提交）"
          },
          {
            "const": 10175,
            "x-name": "qualificationLimit",
            "description": "最多保存 20 个资质"
          },
          {
            "const": 10180,
            "x-name": "buyingListLimit",
            "description": "最多保存 50 个清单 / 每个清单最多 200 种商品"
          },
          {
            "const": 10181,
            "x-name": "notListCreator",
            "description": "只有清单创建人可以修改"
          },
          {
            "const": 10190,
            "x-name": "inStock",
            "description": "该商品有现货，无需到货提醒"
          },
          {
            "const": 10191,
            "x-name": "restockAlertLimit",
            "description": "最多设置 50 个到货提醒"
          },
          {
            "const": 10403,
            "x-name": "accountLocked",
            "description": "账号已被锁定，请联系客服 400 819 7199（登录时 HTTP 200；其他接口 HTTP 403）"
          },
          {
            "const": 10404,
            "x-name": "coaNotFound",
            "description": "未找到该批号的 COA 报告，请核对批号"
          },
          {
            "const": 10429,
            "x-name": "tooFrequent",
            "description": "验证码发送过于频繁，请 N 秒后再试"
          }
        ]
      },
      "Page": {
        "type": "object",
        "description": "分页：`page` 从 1 开始，`pageSize` 1–100；超出末页时 list 为空、total 正确",
        "required": [
          "list",
          "total",
          "page",
          "pageSize"
        ],
        "properties": {
          "list": {
            "type": "array"
          },
          "total": {
            "type": "integer",
            "minimum": 0
          },
          "page": {
            "type": "integer",
            "minimum": 1
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          }
        }
      },
      "Id": {
        "type": "string",
        "description": "24 位十六进制编号",
        "pattern": "^[0-9a-f]{24}$",
        "examples": [
          "66a000000000000000000001"
        ]
      },
      "DateTime": {
        "type": "string",
        "description": "ISO-8601，带 +08:00，精确到秒",
        "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(\\+08:00|Z)$",
        "examples": [
          "2026-11-21T10:00:00+08:00"
        ]
      },
      "ChinaDate": {
        "type": "string",
        "description": "`YYYY-MM-DD`（中国日期）",
        "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
        "examples": [
          "2026-11-24"
        ]
      },
      "DateRange": {
        "type": "string",
        "description": "`YYYY-MM-DD,YYYY-MM-DD`（中国日期，含两端，开始不晚于结束）",
        "pattern": "^\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2}$"
      },
      "Money": {
        "type": "number",
        "description": "元，最多两位小数（128.5 = ¥128.50）",
        "minimum": 0,
        "multipleOf": 0.01
      },
      "Quantity": {
        "title": "数量",
        "type": "integer",
        "minimum": 1,
        "maximum": 9999
      },
      "Cellphone": {
        "type": "string",
        "description": "11 位中国大陆手机号",
        "pattern": "^1[3-9]\\d{9}$",
        "examples": [
          "13800000001"
        ]
      },
      "PhoneInput": {
        "title": "手机号",
        "type": "string",
        "minLength": 1,
        "description": "11 位手机号；服务端去掉空格、-、括号、+86/0086/86 前缀，全角数字转半角"
      },
      "SmsCodeInput": {
        "title": "验证码",
        "type": "string",
        "minLength": 1,
        "description": "6 位数字"
      },
      "PasswordInput": {
        "title": "密码",
        "type": "string",
        "minLength": 1,
        "description": "8–20 位，不含空格，字母、数字、符号至少两种"
      },
      "PersonName": {
        "type": "string",
        "description": "姓名（src/shared/lib/person-name.ts 的规则）"
      },
      "CreditCode": {
        "type": "string",
        "description": "统一社会信用代码（GB 32100-2015，含校验位）",
        "pattern": "^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$",
        "examples": [
          "91350100M000100Y43"
        ]
      },
      "OrgType": {
        "type": "string",
        "enum": [
          "高校",
          "科研院所",
          "医院",
          "企业",
          "其他"
        ]
      },
      "Category": {
        "type": "string",
        "enum": [
          "antibody",
          "elisa",
          "cytokine",
          "reagent",
          "consumable"
        ]
      },
      "OrderStatus": {
        "type": "string",
        "description": "待审批（§13）、待审核、待付款、待发货、部分发货、待收货、已完成、已取消、已驳回（§13）",
        "enum": [
          "pendingApproval",
          "pendingReview",
          "pendingPayment",
          "pendingShipment",
          "partiallyShipped",
          "pendingReceipt",
          "completed",
          "cancelled",
          "rejected"
        ],
        "x-enum-labels": {
          "pendingApproval": "待审批",
          "pendingReview": "待审核",
          "pendingPayment": "待付款",
          "pendingShipment": "待发货",
          "partiallyShipped": "部分发货",
          "pendingReceipt": "待收货",
          "completed": "已完成",
          "cancelled": "已取消",
          "rejected": "已驳回"
        }
      },
      "InvoiceStatus": {
        "type": "string",
        "description": "开票中、已开票、重开中、已重开、重开已驳回、红冲中（红字确认单已提交）、已红冲（红字发票已开具，原发票作废）",
        "enum": [
          "applying",
          "issued",
          "reissuing",
          "reissued",
          "rejected",
          "redLettering",
          "redLettered"
        ],
        "x-enum-labels": {
          "applying": "开票中",
          "issued": "已开票",
          "reissuing": "重开中",
          "reissued": "已重开",
          "rejected": "重开已驳回",
          "redLettering": "红冲中",
          "redLettered": "已红冲"
        }
      },
      "InvoiceType": {
        "type": "string",
        "description": "special 增值税专用发票，normal 增值税普通发票",
        "enum": [
          "special",
          "normal"
        ],
        "x-enum-labels": {
          "special": "增值税专用发票",
          "normal": "增值税普通发票"
        }
      },
      "ColdChain": {
        "enum": [
          "干冰",
          "冰袋",
          null
        ]
      },
      "Image": {
        "type": "string",
        "description": "图片：绝对 URL（CDN），或 API 源上的路径（模拟商城：/common/v1/images/…）"
      },
      "Tokens": {
        "type": "object",
        "required": [
          "accessToken"
        ],
        "properties": {
          "accessToken": {
            "type": "string",
            "minLength": 1
          },
          "refreshToken": {
            "type": "string",
            "minLength": 1,
            "description": "新的 refreshToken（轮换）；没有时保留原来的"
          }
        }
      },
      "AccountChoice": {
        "type": "object",
        "required": [
          "_id",
          "cellphone",
          "contactName",
          "companyName",
          "coName",
          "isSubAccount"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "cellphone": {
            "type": "string",
            "pattern": "^\\d{3}\\*{4}\\d{4}$",
            "examples": [
              "138****0001"
            ]
          },
          "contactName": {
            "type": "string"
          },
          "companyName": {
            "type": "string"
          },
          "coName": {
            "type": "string"
          },
          "isSubAccount": {
            "type": "boolean"
          }
        }
      },
      "LoginResult": {
        "oneOf": [
          {
            "type": "object",
            "description": "一个账号：令牌",
            "required": [
              "accessToken",
              "refreshToken",
              "member"
            ],
            "properties": {
              "accessToken": {
                "type": "string",
                "minLength": 1
              },
              "refreshToken": {
                "type": "string",
                "minLength": 1
              },
              "member": {
                "$ref": "#/components/schemas/AccountChoice"
              }
            }
          },
          {
            "type": "object",
            "description": "微信身份有多个账号：选择账号",
            "required": [
              "ticket",
              "accounts"
            ],
            "properties": {
              "ticket": {
                "type": "string",
                "minLength": 1
              },
              "accounts": {
                "type": "array",
                "minItems": 2,
                "items": {
                  "$ref": "#/components/schemas/AccountChoice"
                }
              }
            }
          },
          {
            "type": "object",
            "description": "微信身份没有账号：绑定手机号",
            "required": [
              "ticket",
              "needBind"
            ],
            "properties": {
              "ticket": {
                "type": "string",
                "minLength": 1
              },
              "needBind": {
                "const": true
              }
            }
          }
        ]
      },
      "CompanyInfo": {
        "type": "object",
        "required": [
          "_id",
          "name",
          "coName",
          "creditCode",
          "address",
          "contactName",
          "orgType"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string",
            "minLength": 2,
            "maxLength": 100
          },
          "coName": {
            "type": "string",
            "maxLength": 20
          },
          "creditCode": {
            "$ref": "#/components/schemas/CreditCode"
          },
          "address": {
            "type": "string",
            "maxLength": 200
          },
          "contactName": {
            "$ref": "#/components/schemas/PersonName"
          },
          "orgType": {
            "$ref": "#/components/schemas/OrgType"
          }
        }
      },
      "MemberInfo": {
        "type": "object",
        "description": "从不含密码、子账号登录名、状态",
        "required": [
          "_id",
          "cellphone",
          "isBLGDistributor",
          "mayApprove",
          "companyInfo"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "cellphone": {
            "$ref": "#/components/schemas/Cellphone"
          },
          "wechatId": {
            "type": "string"
          },
          "parentMbrId": {
            "$ref": "#/components/schemas/Id",
            "description": "仅子账号"
          },
          "mayApprove": {
            "type": "boolean",
            "description": "可审批本账号的订单（§13）：已完善企业信息的主账号；或主账号在采购审批中指定、启用中的子账号（经费负责人总在其中）"
          },
          "ownerName": {
            "type": "string",
            "description": "仅子账号：主账号的姓名（管理资质、经费的人，§21 的提示里说请联系谁）"
          },
          "isBLGDistributor": {
            "type": "boolean"
          },
          "contactName": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "companyInfo": {
            "description": "完善企业信息前为 {}；子账号看到主账号的",
            "anyOf": [
              {
                "$ref": "#/components/schemas/CompanyInfo"
              },
              {
                "type": "object",
                "maxProperties": 0
              }
            ]
          }
        },
        "not": {
          "anyOf": [
            {
              "required": [
                "password"
              ]
            },
            {
              "required": [
                "subAccount"
              ]
            },
            {
              "required": [
                "status"
              ]
            }
          ]
        }
      },
      "CompanyInput": {
        "type": "object",
        "required": [
          "name",
          "creditCode",
          "contactName",
          "orgType"
        ],
        "properties": {
          "name": {
            "title": "企业名称",
            "type": "string",
            "minLength": 1
          },
          "coName": {
            "title": "企业简称",
            "type": "string"
          },
          "creditCode": {
            "title": "统一社会信用代码",
            "type": "string",
            "minLength": 1,
            "description": "服务端去空格、转大写、全角转半角后校验"
          },
          "address": {
            "title": "企业地址",
            "type": "string"
          },
          "contactName": {
            "title": "联系人",
            "type": "string",
            "minLength": 1
          },
          "orgType": {
            "title": "单位类型",
            "type": "string",
            "enum": [
              "高校",
              "科研院所",
              "医院",
              "企业",
              "其他"
            ],
            "x-error-msg": "单位类型只能是高校、科研院所、医院、企业、其他"
          }
        }
      },
      "TycCompany": {
        "type": "object",
        "required": [
          "name",
          "creditCode",
          "legalPerson",
          "regStatus",
          "address"
        ],
        "properties": {
          "name": {
            "type": "string"
          },
          "creditCode": {
            "$ref": "#/components/schemas/CreditCode"
          },
          "legalPerson": {
            "type": "string"
          },
          "regStatus": {
            "const": "存续"
          },
          "address": {
            "type": "string"
          }
        }
      },
      "AddressInput": {
        "type": "object",
        "properties": {
          "receiver": {
            "title": "收货人",
            "type": "string",
            "minLength": 1
          },
          "cellphone": {
            "title": "手机号",
            "type": "string",
            "minLength": 1
          },
          "provinceCode": {
            "title": "省份编码",
            "type": "string",
            "minLength": 1,
            "description": "6 位行政区划代码"
          },
          "cityCode": {
            "title": "城市编码",
            "type": "string",
            "minLength": 1
          },
          "districtCode": {
            "title": "区县编码",
            "type": "string",
            "description": "只有两级地区时为空"
          },
          "regionNames": {
            "title": "所在地区",
            "type": "array",
            "minItems": 2,
            "maxItems": 3,
            "items": {
              "type": "string"
            },
            "x-error-msg": "所在地区不能为空（regionNames 应为 2–3 级地区名称）"
          },
          "detail": {
            "title": "详细地址",
            "type": "string",
            "minLength": 1
          },
          "postcode": {
            "title": "邮编",
            "type": "string",
            "description": "6 位数字"
          },
          "isDefault": {
            "title": "默认地址",
            "type": "boolean"
          }
        }
      },
      "Address": {
        "type": "object",
        "required": [
          "_id",
          "receiver",
          "cellphone",
          "provinceCode",
          "cityCode",
          "districtCode",
          "regionNames",
          "detail",
          "isDefault",
          "createdAt",
          "fullAddress"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "receiver": {
            "$ref": "#/components/schemas/PersonName"
          },
          "cellphone": {
            "$ref": "#/components/schemas/Cellphone"
          },
          "provinceCode": {
            "type": "string",
            "pattern": "^\\d{2}0000$"
          },
          "cityCode": {
            "type": "string",
            "pattern": "^\\d{6}$"
          },
          "districtCode": {
            "type": "string",
            "pattern": "^(\\d{6})?$"
          },
          "regionNames": {
            "type": "array",
            "minItems": 2,
            "maxItems": 3,
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "detail": {
            "type": "string",
            "minLength": 5,
            "maxLength": 120
          },
          "postcode": {
            "type": "string",
            "pattern": "^\\d{6}$"
          },
          "isDefault": {
            "type": "boolean"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "fullAddress": {
            "type": "string",
            "description": "地区名称加详细地址"
          }
        }
      },
      "OrderAddress": {
        "type": "object",
        "required": [
          "_id",
          "receiver",
          "cellphone",
          "provinceCode",
          "cityCode",
          "districtCode",
          "regionNames",
          "detail"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "receiver": {
            "type": "string"
          },
          "cellphone": {
            "$ref": "#/components/schemas/Cellphone"
          },
          "provinceCode": {
            "type": "string"
          },
          "cityCode": {
            "type": "string"
          },
          "districtCode": {
            "type": "string"
          },
          "regionNames": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "detail": {
            "type": "string"
          },
          "postcode": {
            "type": "string"
          }
        }
      },
      "SubMemberInput": {
        "type": "object",
        "properties": {
          "name": {
            "title": "姓名",
            "type": "string",
            "minLength": 1
          },
          "cellphone": {
            "title": "手机号",
            "type": "string",
            "minLength": 1
          },
          "account": {
            "title": "子账号",
            "type": "string",
            "minLength": 1,
            "description": "4–32 位小写字母、数字、下划线或短横线"
          },
          "password": {
            "title": "密码",
            "type": "string",
            "description": "8–20 位；修改时仅用于重置"
          },
          "department": {
            "title": "部门",
            "type": "string",
            "maxLength": 50
          },
          "enabled": {
            "title": "启用状态",
            "type": "boolean"
          },
          "isDefault": {
            "title": "默认子账号",
            "type": "boolean"
          }
        }
      },
      "SubMember": {
        "type": "object",
        "required": [
          "_id",
          "memberId",
          "subMbrId",
          "name",
          "cellphone",
          "account",
          "department",
          "isDefault",
          "enabled",
          "createdAt",
          "wechatBound"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "memberId": {
            "$ref": "#/components/schemas/Id",
            "description": "主账号"
          },
          "subMbrId": {
            "$ref": "#/components/schemas/Id",
            "description": "子账号的会员 _id"
          },
          "name": {
            "type": "string"
          },
          "cellphone": {
            "$ref": "#/components/schemas/Cellphone"
          },
          "account": {
            "type": "string",
            "pattern": "^[a-z0-9_-]{4,32}$"
          },
          "department": {
            "type": "string",
            "maxLength": 50
          },
          "isDefault": {
            "type": "boolean"
          },
          "enabled": {
            "type": "boolean"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "wechatBound": {
            "type": "boolean"
          }
        }
      },
      "MemberNotice": {
        "type": "object",
        "required": [
          "_id",
          "kind",
          "title",
          "content",
          "mustRead",
          "createdAt",
          "read"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "kind": {
            "$ref": "#/components/schemas/MessageKind"
          },
          "title": {
            "type": "string"
          },
          "content": {
            "type": "string",
            "description": "纯文本，段落以 \\n 分隔"
          },
          "mustRead": {
            "type": "boolean"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "read": {
            "type": "boolean",
            "description": "该会员是否已读（商城保存）"
          },
          "link": {
            "type": "object",
            "description": "消息指向的对象；approval 指向待审批的订单，statement 的 id 是月份 YYYY-MM",
            "required": [
              "type",
              "id"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "order",
                  "material",
                  "statement",
                  "quote"
                ]
              },
              "id": {
                "type": "string"
              }
            }
          },
          "order": {
            "type": "object",
            "description": "仅 orderStatus",
            "required": [
              "_id",
              "orderNo",
              "status",
              "statusLabel"
            ],
            "properties": {
              "_id": {
                "$ref": "#/components/schemas/Id"
              },
              "orderNo": {
                "$ref": "#/components/schemas/OrderNo"
              },
              "status": {
                "$ref": "#/components/schemas/OrderStatus"
              },
              "statusLabel": {
                "type": "string"
              }
            }
          },
          "material": {
            "type": "object",
            "description": "仅 restock（§24）",
            "required": [
              "_id",
              "catalogNo",
              "name",
              "spec"
            ],
            "properties": {
              "_id": {
                "$ref": "#/components/schemas/Id"
              },
              "catalogNo": {
                "type": "string"
              },
              "name": {
                "type": "string"
              },
              "spec": {
                "type": "string"
              }
            }
          }
        }
      },
      "MessageKind": {
        "type": "string",
        "description": "商城公告、订单状态变化、待我审批、到货提醒、对账单出账、询价已报价",
        "enum": [
          "announcement",
          "orderStatus",
          "approval",
          "restock",
          "statement",
          "quote"
        ]
      },
      "SupplyNoticeState": {
        "type": "object",
        "required": [
          "required",
          "acknowledgedAt"
        ],
        "properties": {
          "required": {
            "type": "boolean",
            "description": "须确认（非 BioLegend 授权经销商）"
          },
          "acknowledgedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "CartLine": {
        "type": "object",
        "required": [
          "matlId",
          "quantity",
          "selected",
          "addedAt",
          "catalogNo",
          "name",
          "nameEn",
          "spec",
          "unit",
          "price",
          "stock",
          "leadDays",
          "mfrId",
          "mfrName",
          "shipping",
          "shippingCondition",
          "hazard",
          "hasSds",
          "compliance",
          "available",
          "offShelf"
        ],
        "properties": {
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "quantity": {
            "$ref": "#/components/schemas/Quantity"
          },
          "selected": {
            "type": "boolean"
          },
          "addedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "nameEn": {
            "type": "string"
          },
          "image": {
            "$ref": "#/components/schemas/Image"
          },
          "spec": {
            "type": "string"
          },
          "unit": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0
          },
          "mfrId": {
            "type": "string"
          },
          "mfrName": {
            "type": "string"
          },
          "shipping": {
            "type": "string"
          },
          "shippingCondition": {
            "$ref": "#/components/schemas/ShippingCondition"
          },
          "hazard": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Hazard"
              },
              {
                "type": "null"
              }
            ],
            "description": "危险性（§20）；无 GHS 分类时为 null"
          },
          "hasSds": {
            "type": "boolean",
            "description": "有安全技术说明书（§22）"
          },
          "compliance": {
            "$ref": "#/components/schemas/LineCompliance"
          },
          "available": {
            "type": "boolean",
            "description": "false：已下架，或缺货且无货期；不勾选、不计数、不下单"
          },
          "offShelf": {
            "type": "boolean",
            "description": "已下架或已不在目录中"
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms"
          },
          "unitPrice": {
            "$ref": "#/components/schemas/Money",
            "description": "登录企业按本行数量的成交单价（协议价、阶梯价已计入，§5）；无协议条款时等于 price"
          }
        }
      },
      "CartInfo": {
        "type": "object",
        "required": [
          "itemCounts",
          "list",
          "selectedCount",
          "selectedAmount"
        ],
        "properties": {
          "itemCounts": {
            "type": "integer",
            "minimum": 0,
            "maximum": 200
          },
          "list": {
            "type": "array",
            "maxItems": 200,
            "items": {
              "$ref": "#/components/schemas/CartLine"
            }
          },
          "selectedCount": {
            "type": "integer",
            "minimum": 0
          },
          "selectedAmount": {
            "$ref": "#/components/schemas/Money"
          }
        }
      },
      "BatchResult": {
        "type": "object",
        "required": [
          "index",
          "catalogNo",
          "quantity",
          "status",
          "message"
        ],
        "properties": {
          "index": {
            "type": "integer",
            "minimum": 0
          },
          "catalogNo": {
            "type": "string"
          },
          "quantity": {
            "type": "number"
          },
          "status": {
            "type": "string",
            "enum": [
              "ok",
              "unknown",
              "offShelf",
              "unavailable",
              "badQuantity",
              "choose"
            ]
          },
          "message": {
            "type": "string"
          },
          "candidates": {
            "type": "array",
            "description": "仅 status=choose：该 CAS 号或名称对应的多个在售规格（可下单的在前，最多 20 个），由用户选择（§4）",
            "items": {
              "$ref": "#/components/schemas/BatchCandidate"
            }
          },
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "mfrName": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0
          },
          "shippingCondition": {
            "$ref": "#/components/schemas/ShippingCondition",
            "description": "有 matlId 时（§20）"
          },
          "hazard": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Hazard"
              },
              {
                "type": "null"
              }
            ],
            "description": "有 matlId 时（§20）"
          },
          "hasSds": {
            "type": "boolean",
            "description": "有 matlId 时（§22）"
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms",
            "description": "有 matlId 且登录企业有协议条款时（§5）"
          },
          "unit": {
            "type": "string",
            "description": "有 matlId 时：计量单位（瓶、盒、包…），起订量与倍数的提示用它（§5）"
          }
        }
      },
      "BatchCandidate": {
        "type": "object",
        "required": [
          "matlId",
          "catalogNo",
          "name",
          "spec",
          "mfrName",
          "price",
          "stock",
          "leadDays"
        ],
        "properties": {
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "mfrName": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms",
            "description": "登录企业有协议条款时（§5）"
          },
          "unit": {
            "type": "string",
            "description": "计量单位（瓶、盒、包…）（§5）"
          }
        }
      },
      "TagRef": {
        "type": "object",
        "required": [
          "_id",
          "name",
          "color"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "color": {
            "type": "string",
            "description": "antd 颜色名"
          },
          "image": {
            "$ref": "#/components/schemas/Image"
          }
        }
      },
      "Tag": {
        "allOf": [
          {
            "$ref": "#/components/schemas/TagRef"
          },
          {
            "type": "object",
            "required": [
              "description",
              "sort",
              "materialCount"
            ],
            "properties": {
              "description": {
                "type": "string"
              },
              "sort": {
                "type": "integer"
              },
              "materialCount": {
                "type": "integer",
                "minimum": 0
              }
            }
          }
        ]
      },
      "Manufacturer": {
        "type": "object",
        "required": [
          "_id",
          "name",
          "nameEn",
          "country",
          "isAuthorizedDealer",
          "description",
          "logoText",
          "website",
          "sort",
          "materialCount"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "nameEn": {
            "type": "string"
          },
          "country": {
            "type": "string"
          },
          "isAuthorizedDealer": {
            "type": "boolean"
          },
          "description": {
            "type": "string"
          },
          "logoText": {
            "type": "string"
          },
          "website": {
            "type": "string"
          },
          "sort": {
            "type": "integer"
          },
          "materialCount": {
            "type": "integer",
            "minimum": 0
          },
          "image": {
            "$ref": "#/components/schemas/Image"
          }
        }
      },
      "ManufacturerDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/Manufacturer"
          },
          {
            "type": "object",
            "required": [
              "topTags",
              "categories"
            ],
            "properties": {
              "topTags": {
                "type": "array",
                "maxItems": 8,
                "items": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/TagRef"
                    },
                    {
                      "type": "object",
                      "required": [
                        "count"
                      ],
                      "properties": {
                        "count": {
                          "type": "integer",
                          "minimum": 1
                        }
                      }
                    }
                  ]
                }
              },
              "categories": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "category",
                    "label",
                    "count"
                  ],
                  "properties": {
                    "category": {
                      "$ref": "#/components/schemas/Category"
                    },
                    "label": {
                      "type": "string"
                    },
                    "count": {
                      "type": "integer",
                      "minimum": 0
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "MaterialSummary": {
        "type": "object",
        "required": [
          "_id",
          "productNo",
          "catalogNo",
          "name",
          "nameEn",
          "category",
          "categoryLabel",
          "mfrId",
          "mfrName",
          "mfrNameEn",
          "tags",
          "spec",
          "unit",
          "price",
          "stock",
          "inStock",
          "leadDays",
          "storage",
          "shipping",
          "shippingCondition",
          "hazard",
          "hasSds",
          "sales",
          "createdAt",
          "offShelf"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "productNo": {
            "type": "string"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "nameEn": {
            "type": "string"
          },
          "image": {
            "$ref": "#/components/schemas/Image"
          },
          "category": {
            "$ref": "#/components/schemas/Category"
          },
          "categoryLabel": {
            "type": "string",
            "enum": [
              "抗体",
              "ELISA 试剂盒",
              "细胞因子",
              "试剂",
              "耗材"
            ]
          },
          "mfrId": {
            "$ref": "#/components/schemas/Id"
          },
          "mfrName": {
            "type": "string"
          },
          "mfrNameEn": {
            "type": "string"
          },
          "tags": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/TagRef"
            }
          },
          "spec": {
            "type": "string",
            "description": "规格（100 µg、96T）"
          },
          "unit": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "inStock": {
            "type": "boolean"
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0,
            "description": "缺货时的发货工作日（期货）；库存 0 且 leadDays 0 为缺货，不能下单"
          },
          "storage": {
            "type": "string"
          },
          "shipping": {
            "type": "string",
            "enum": [
              "常温",
              "冰袋",
              "干冰"
            ]
          },
          "shippingCondition": {
            "$ref": "#/components/schemas/ShippingCondition",
            "description": "shipping 的机器值（§20）"
          },
          "hazard": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Hazard"
              },
              {
                "type": "null"
              }
            ],
            "description": "危险性（§20）；无 GHS 分类（抗体、试剂盒、耗材、无害试剂）时为 null"
          },
          "hasSds": {
            "type": "boolean",
            "description": "有 CAS 号的试剂：有安全技术说明书（§22）"
          },
          "cas": {
            "type": "string"
          },
          "gtin": {
            "type": "string",
            "pattern": "^\\d{14}$",
            "description": "该规格包装的 GTIN-14（GS1 AI 01，标签上的 GS1 DataMatrix 所载）；没有时不给（§5 GTIN）"
          },
          "purity": {
            "type": "string",
            "description": "纯度：产品所述的纯度（≥99%、≥98%）；生物制品、耗材与未说明的没有",
            "examples": [
              "≥99%"
            ]
          },
          "grade": {
            "type": "string",
            "description": "规格等级：化学品的等级（分析纯 (AR)、优级纯 (GR)、生物试剂 (BR)、BioReagent、细胞培养级）；没有时不给",
            "examples": [
              "分析纯 (AR)"
            ]
          },
          "host": {
            "type": "string"
          },
          "clone": {
            "type": "string"
          },
          "reactivity": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "conjugate": {
            "type": "string"
          },
          "applications": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "synonyms": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "别名与缩写（乙醇、酒精、EtOH；DMSO），搜索时与名称同等对待（§5）"
          },
          "smiles": {
            "type": "string",
            "description": "化学品的结构式（SMILES，§5 Structures）；生物制品、耗材、混合物与聚合物没有"
          },
          "idcode": {
            "type": "string",
            "description": "smiles 的 OpenChemLib 规范 idcode（与 smiles 同在同缺）"
          },
          "structureImage": {
            "$ref": "#/components/schemas/Image",
            "description": "结构式图片（SVG，OpenChemLib 绘制，与结构式搜索结果同一画法；与 smiles 同在同缺）：绝对 URL 或 API 源上的路径（模拟商城：/common/v1/images/structure/<id>.svg）"
          },
          "packs": {
            "type": "array",
            "description": "仅 group=product：该产品符合筛选条件的全部在售规格，价格升序；行本身是其中最匹配的一个规格（§5）",
            "items": {
              "$ref": "#/components/schemas/PackSize"
            }
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms"
          },
          "sales": {
            "type": "integer",
            "minimum": 0
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "offShelf": {
            "type": "boolean"
          }
        }
      },
      "StructureIndex": {
        "type": "object",
        "required": [
          "version",
          "entries"
        ],
        "properties": {
          "version": {
            "type": "string",
            "pattern": "^[0-9a-f]{8,64}$",
            "description": "索引内容的散列；内容不变则不变"
          },
          "entries": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "id",
                "idcode",
                "fingerprint"
              ],
              "properties": {
                "id": {
                  "$ref": "#/components/schemas/Id"
                },
                "idcode": {
                  "type": "string",
                  "minLength": 1
                },
                "fingerprint": {
                  "type": "string",
                  "pattern": "^[0-9A-F]{128}$",
                  "description": "OpenChemLib 的 FFP512 索引（SSSearcherWithIndex.createIndex 的 16 个 32 位整数），以 getHexStringFromIndex 编码"
                }
              }
            }
          }
        }
      },
      "PackSize": {
        "type": "object",
        "required": [
          "_id",
          "catalogNo",
          "spec",
          "unit",
          "price",
          "stock",
          "inStock",
          "leadDays"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "unit": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "inStock": {
            "type": "boolean"
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms"
          }
        }
      },
      "MaterialDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/MaterialSummary"
          },
          {
            "type": "object",
            "required": [
              "description",
              "manufacturer",
              "siblings",
              "coaLots",
              "restockAlert"
            ],
            "properties": {
              "description": {
                "type": "string"
              },
              "restockAlert": {
                "enum": [
                  "waiting",
                  "arrived",
                  null
                ],
                "description": "当前会员的到货提醒（§24）；未登录时为 null"
              },
              "manufacturer": {
                "oneOf": [
                  {
                    "type": "null"
                  },
                  {
                    "type": "object",
                    "required": [
                      "_id",
                      "name",
                      "nameEn",
                      "country",
                      "logoText",
                      "isAuthorizedDealer"
                    ],
                    "properties": {
                      "_id": {
                        "$ref": "#/components/schemas/Id"
                      },
                      "name": {
                        "type": "string"
                      },
                      "nameEn": {
                        "type": "string"
                      },
                      "country": {
                        "type": "string"
                      },
                      "logoText": {
                        "type": "string"
                      },
                      "isAuthorizedDealer": {
                        "type": "boolean"
                      },
                      "image": {
                        "$ref": "#/components/schemas/Image"
                      }
                    }
                  }
                ]
              },
              "siblings": {
                "type": "array",
                "description": "同一产品的全部规格（含本规格），价格升序",
                "items": {
                  "type": "object",
                  "required": [
                    "_id",
                    "catalogNo",
                    "spec",
                    "unit",
                    "price",
                    "stock",
                    "inStock",
                    "leadDays",
                    "offShelf",
                    "current"
                  ],
                  "properties": {
                    "_id": {
                      "$ref": "#/components/schemas/Id"
                    },
                    "catalogNo": {
                      "type": "string"
                    },
                    "spec": {
                      "type": "string"
                    },
                    "unit": {
                      "type": "string"
                    },
                    "price": {
                      "$ref": "#/components/schemas/Money"
                    },
                    "stock": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "inStock": {
                      "type": "boolean"
                    },
                    "leadDays": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "offShelf": {
                      "type": "boolean"
                    },
                    "current": {
                      "type": "boolean"
                    },
                    "terms": {
                      "$ref": "#/components/schemas/PriceTerms"
                    }
                  }
                }
              },
              "coaLots": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "_id",
                    "sn",
                    "lot",
                    "matlId",
                    "manufacturedAt",
                    "expiresAt"
                  ],
                  "properties": {
                    "_id": {
                      "$ref": "#/components/schemas/Id"
                    },
                    "sn": {
                      "type": "string"
                    },
                    "lot": {
                      "type": "string"
                    },
                    "matlId": {
                      "$ref": "#/components/schemas/Id"
                    },
                    "manufacturedAt": {
                      "type": "string"
                    },
                    "expiresAt": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "BrandFacet": {
        "type": "object",
        "required": [
          "_id",
          "name",
          "nameEn",
          "count"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "nameEn": {
            "type": "string"
          },
          "count": {
            "type": "integer",
            "minimum": 1
          }
        }
      },
      "Coa": {
        "type": "object",
        "required": [
          "_id",
          "sn",
          "lot",
          "matlId",
          "catalogNo",
          "materialName",
          "mfrId",
          "mfrName",
          "manufacturedAt",
          "expiresAt",
          "fileName",
          "items",
          "conclusion"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "sn": {
            "type": "string",
            "examples": [
              "COA2024A00123"
            ]
          },
          "lot": {
            "type": "string"
          },
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "materialName": {
            "type": "string"
          },
          "mfrId": {
            "$ref": "#/components/schemas/Id"
          },
          "mfrName": {
            "type": "string"
          },
          "manufacturedAt": {
            "type": "string"
          },
          "expiresAt": {
            "type": "string"
          },
          "fileName": {
            "type": "string"
          },
          "items": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "standard",
                "result"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "standard": {
                  "type": "string"
                },
                "result": {
                  "type": "string"
                }
              }
            }
          },
          "conclusion": {
            "type": "string"
          }
        }
      },
      "DictItem": {
        "type": "object",
        "required": [
          "label",
          "value"
        ],
        "properties": {
          "label": {
            "type": "string"
          },
          "value": {
            "type": "string"
          },
          "remark": {
            "type": "string"
          }
        }
      },
      "DownloadItem": {
        "type": "object",
        "required": [
          "_id",
          "title",
          "kind",
          "fileName",
          "size",
          "updatedAt"
        ],
        "properties": {
          "_id": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "kind": {
            "type": "string",
            "enum": [
              "brochure",
              "presentation",
              "guide"
            ]
          },
          "fileName": {
            "type": "string"
          },
          "size": {
            "type": "integer",
            "minimum": 0,
            "description": "字节"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "OrderNo": {
        "type": "string",
        "description": "SO + yyMMdd + 当天 4 位序号",
        "pattern": "^SO\\d{10}$",
        "examples": [
          "SO2611210063"
        ]
      },
      "OrderInput": {
        "type": "object",
        "required": [
          "addressId"
        ],
        "properties": {
          "addressId": {
            "title": "收货地址",
            "type": "string",
            "minLength": 1
          },
          "invoiceProfileId": {
            "title": "发票抬头",
            "type": "string",
            "description": "需要发票时"
          },
          "remark": {
            "title": "订单备注",
            "type": "string",
            "maxLength": 200
          },
          "poNo": {
            "title": "采购单号",
            "type": "string",
            "maxLength": 50
          },
          "matlIds": {
            "title": "matlIds",
            "description": "默认：购物车中选中的行",
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            },
            "x-error-msg": "matlIds 必须是商品编号数组"
          },
          "expected": {
            "title": "expected",
            "description": "买家看到的价格和数量：当前价格（10014）或购物车数量（10015）不同时拒绝",
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "price"
              ],
              "properties": {
                "matlId": {
                  "type": "string"
                },
                "price": {
                  "type": "number"
                },
                "quantity": {
                  "type": "number"
                }
              }
            },
            "x-error-msg": "expected 必须是 { matlId, price, quantity } 数组"
          },
          "idempotencyKey": {
            "title": "请求标识",
            "type": "string",
            "maxLength": 64,
            "description": "每次提交一个；重复的 key 返回同一订单（replayed）"
          },
          "fundId": {
            "title": "经费",
            "type": "string",
            "minLength": 1,
            "description": "本单使用的经费（§13）；requireFund 时必选"
          },
          "quoteId": {
            "title": "报价单",
            "type": "string",
            "minLength": 1,
            "description": "按报价单下单（§16）：商品为报价单中已报价的行及其数量和报价，不读也不改购物车，matlIds 被忽略；expected 与报价比较。404 报价单不存在；10132"
          },
          "purposes": {
            "$ref": "#/components/schemas/PurposeInput"
          }
        }
      },
      "OrderItem": {
        "type": "object",
        "required": [
          "matlId",
          "catalogNo",
          "name",
          "spec",
          "mfrName",
          "price",
          "quantity",
          "shippedQty",
          "shippingCondition",
          "controls",
          "hasSds"
        ],
        "properties": {
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "mfrName": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "quantity": {
            "$ref": "#/components/schemas/Quantity"
          },
          "shippedQty": {
            "type": "integer",
            "minimum": 0
          },
          "shippingCondition": {
            "$ref": "#/components/schemas/ShippingCondition",
            "description": "下单时的运输条件（§20）"
          },
          "controls": {
            "type": "array",
            "description": "管制类别（§21；不含 hazardous）",
            "items": {
              "$ref": "#/components/schemas/ControlClass"
            }
          },
          "hasSds": {
            "type": "boolean",
            "description": "有安全技术说明书（§22）"
          }
        }
      },
      "OrderSummary": {
        "type": "object",
        "required": [
          "_id",
          "orderNo",
          "status",
          "statusLabel",
          "createdAt",
          "goodsAmount",
          "freight",
          "amount"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "status": {
            "$ref": "#/components/schemas/OrderStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "待审批",
              "待审核",
              "待付款",
              "待发货",
              "部分发货",
              "待收货",
              "已完成",
              "已取消",
              "已驳回"
            ]
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "goodsAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "freight": {
            "$ref": "#/components/schemas/Money",
            "description": "商品满 ¥500 免运费，否则 ¥15"
          },
          "amount": {
            "$ref": "#/components/schemas/Money"
          }
        }
      },
      "OrderListItem": {
        "allOf": [
          {
            "$ref": "#/components/schemas/OrderSummary"
          },
          {
            "type": "object",
            "required": [
              "itemCount",
              "totalQuantity",
              "items",
              "receiver",
              "poNo",
              "remark",
              "placedBy",
              "placedByName",
              "hasInvoice",
              "stockOutCount",
              "canCancel",
              "fundName",
              "fund",
              "awaitingMyApproval",
              "paymentStatus",
              "amountPaid",
              "coldChainFee",
              "canReceive",
              "canResubmit"
            ],
            "properties": {
              "coldChainFee": {
                "$ref": "#/components/schemas/Money",
                "description": "干冰费（§20）：每个干冰发货 ¥80；amount 已含"
              },
              "itemCount": {
                "type": "integer",
                "minimum": 1
              },
              "totalQuantity": {
                "type": "integer",
                "minimum": 1
              },
              "items": {
                "type": "array",
                "maxItems": 3,
                "items": {
                  "$ref": "#/components/schemas/OrderItem"
                }
              },
              "receiver": {
                "type": "string"
              },
              "poNo": {
                "type": "string"
              },
              "remark": {
                "type": "string"
              },
              "placedBy": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/Id"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "下单的子账号"
              },
              "placedByName": {
                "type": "string"
              },
              "hasInvoice": {
                "type": "boolean"
              },
              "stockOutCount": {
                "type": "integer",
                "minimum": 0
              },
              "canCancel": {
                "type": "boolean"
              },
              "fundName": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "本单使用的经费名称（§13）"
              },
              "fund": {
                "description": "本单使用的经费及其可用余额（§13）",
                "oneOf": [
                  {
                    "type": "object",
                    "required": [
                      "_id",
                      "name",
                      "available",
                      "afterApproval"
                    ],
                    "properties": {
                      "_id": {
                        "$ref": "#/components/schemas/Id"
                      },
                      "name": {
                        "type": "string"
                      },
                      "available": {
                        "type": "number",
                        "description": "可用余额 = 预算 − 已占用 − 待审批"
                      },
                      "afterApproval": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "description": "本单待审批时批准后的可用余额；否则 null"
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "awaitingMyApproval": {
                "type": "boolean",
                "description": "待当前会员审批"
              },
              "canReceive": {
                "type": "boolean",
                "description": "待收货或部分发货的订单有发货单待当前成员确认收货（§14：与发货单的 canReceive 同一规则）"
              },
              "canResubmit": {
                "type": "boolean",
                "description": "已驳回且当前成员是下单人（§13，与订单详情的 canResubmit 相同）"
              },
              "paymentStatus": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/PaymentStatus"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "付款状态（§17）；待审批、已驳回的订单及未收过款的已取消订单为 null"
              },
              "amountPaid": {
                "$ref": "#/components/schemas/Money",
                "description": "商城已收到的金额（§17），未收款为 0"
              }
            }
          }
        ]
      },
      "InvoiceProfileSnapshot": {
        "type": "object",
        "required": [
          "_id",
          "type",
          "titleType",
          "title",
          "taxNo",
          "regAddress",
          "regPhone",
          "bankName",
          "bankAccount",
          "email"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "type": {
            "$ref": "#/components/schemas/InvoiceType"
          },
          "titleType": {
            "type": "string",
            "enum": [
              "company",
              "personal"
            ]
          },
          "title": {
            "type": "string",
            "minLength": 1
          },
          "taxNo": {
            "type": "string",
            "pattern": "^([0-9A-Z]{15,20})?$"
          },
          "regAddress": {
            "type": "string",
            "maxLength": 100
          },
          "regPhone": {
            "type": "string",
            "pattern": "^[\\d\\-()]{0,20}$"
          },
          "bankName": {
            "type": "string",
            "maxLength": 50
          },
          "bankAccount": {
            "type": "string",
            "pattern": "^\\d{0,50}$"
          },
          "email": {
            "type": "string"
          }
        }
      },
      "RouteEvent": {
        "type": "object",
        "required": [
          "time",
          "place",
          "remark",
          "phase"
        ],
        "properties": {
          "time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "place": {
            "type": "string"
          },
          "remark": {
            "type": "string"
          },
          "phase": {
            "type": "string",
            "enum": [
              "已揽收",
              "运输中",
              "派送中",
              "已签收",
              "异常"
            ]
          }
        }
      },
      "StockOutItem": {
        "type": "object",
        "required": [
          "matlId",
          "catalogNo",
          "name",
          "spec",
          "quantity",
          "lot"
        ],
        "properties": {
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "quantity": {
            "type": "integer",
            "minimum": 1
          },
          "lot": {
            "type": "string"
          }
        }
      },
      "StockOutSummary": {
        "type": "object",
        "required": [
          "_id",
          "stockOutNo",
          "courier",
          "trackingNo",
          "shippedAt",
          "coldChain",
          "signedAt",
          "phase",
          "latestRoute",
          "itemCount",
          "totalQuantity",
          "items",
          "receipt",
          "canReceive",
          "receiveNote"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "stockOutNo": {
            "type": "string"
          },
          "courier": {
            "type": "string",
            "examples": [
              "顺丰速运"
            ]
          },
          "trackingNo": {
            "type": "string"
          },
          "shippedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "coldChain": {
            "$ref": "#/components/schemas/ColdChain"
          },
          "signedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          },
          "phase": {
            "type": "string",
            "description": "最新轨迹阶段；签收后为已签收；无轨迹时为待揽收"
          },
          "latestRoute": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/RouteEvent"
              },
              {
                "type": "null"
              }
            ]
          },
          "itemCount": {
            "type": "integer",
            "minimum": 0
          },
          "totalQuantity": {
            "type": "integer",
            "minimum": 0
          },
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/StockOutItem"
            }
          },
          "receipt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/StockOutReceipt"
              },
              {
                "type": "null"
              }
            ],
            "description": "确认收货记录（§14）"
          },
          "canReceive": {
            "type": "boolean",
            "description": "已发货、未确认收货、订单未取消，且当前成员可以确认（receiverMustDiffer 时下单的子账号不可以，§14）"
          },
          "receiveNote": {
            "type": [
              "string",
              "null"
            ],
            "description": "待收货但当前成员不能确认时，说明原因与由谁确认（如 收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货）；否则 null"
          }
        }
      },
      "OrderDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/OrderSummary"
          },
          {
            "type": "object",
            "required": [
              "memberId",
              "items",
              "itemCount",
              "totalQuantity",
              "address",
              "remark",
              "placedBy",
              "placedByName",
              "canCancel",
              "stockOutIds",
              "stockOuts",
              "invoices",
              "version",
              "fund",
              "approval",
              "canApprove",
              "canResubmit",
              "timeline",
              "payment",
              "coldChainFee",
              "compliance",
              "reimbursementNotes"
            ],
            "properties": {
              "reimbursementNotes": {
                "type": "array",
                "description": "本单按现行报销规则符合的规则（§13）；已取消、已驳回的订单为空",
                "items": {
                  "$ref": "#/components/schemas/ReimbursementNote"
                }
              },
              "coldChainFee": {
                "$ref": "#/components/schemas/Money",
                "description": "干冰费（§20）：每个干冰发货 ¥80；amount 已含"
              },
              "compliance": {
                "description": "管制化学品的核验（§21）；没有管制商品时为 null",
                "oneOf": [
                  {
                    "type": "object",
                    "required": [
                      "qualifications",
                      "purposes"
                    ],
                    "properties": {
                      "qualifications": {
                        "type": "array",
                        "description": "下单时覆盖管制商品的资质",
                        "items": {
                          "type": "object",
                          "required": [
                            "_id",
                            "kindLabel",
                            "number"
                          ],
                          "properties": {
                            "_id": {
                              "$ref": "#/components/schemas/Id"
                            },
                            "kindLabel": {
                              "type": "string"
                            },
                            "number": {
                              "type": "string"
                            }
                          }
                        }
                      },
                      "purposes": {
                        "type": "array",
                        "items": {
                          "type": "object",
                          "required": [
                            "matlId",
                            "name",
                            "purpose"
                          ],
                          "properties": {
                            "matlId": {
                              "$ref": "#/components/schemas/Id"
                            },
                            "name": {
                              "type": "string"
                            },
                            "purpose": {
                              "type": "string"
                            }
                          }
                        }
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "memberId": {
                "$ref": "#/components/schemas/Id"
              },
              "items": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/components/schemas/OrderItem"
                }
              },
              "itemCount": {
                "type": "integer",
                "minimum": 1
              },
              "totalQuantity": {
                "type": "integer",
                "minimum": 1
              },
              "address": {
                "$ref": "#/components/schemas/OrderAddress"
              },
              "invoiceProfile": {
                "$ref": "#/components/schemas/InvoiceProfileSnapshot"
              },
              "remark": {
                "type": "string"
              },
              "poNo": {
                "type": "string"
              },
              "placedBy": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/Id"
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "placedByName": {
                "type": "string"
              },
              "confirmedAt": {
                "$ref": "#/components/schemas/DateTime"
              },
              "paidAt": {
                "$ref": "#/components/schemas/DateTime"
              },
              "completedAt": {
                "$ref": "#/components/schemas/DateTime"
              },
              "cancelledAt": {
                "$ref": "#/components/schemas/DateTime"
              },
              "cancelReason": {
                "type": "string"
              },
              "canCancel": {
                "type": "boolean"
              },
              "stockOutIds": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Id"
                }
              },
              "stockOuts": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/StockOutSummary"
                }
              },
              "invoices": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "_id",
                    "invoiceNo",
                    "status",
                    "statusLabel",
                    "typeCode",
                    "amount"
                  ],
                  "properties": {
                    "_id": {
                      "$ref": "#/components/schemas/Id"
                    },
                    "invoiceNo": {
                      "$ref": "#/components/schemas/InvoiceNo"
                    },
                    "status": {
                      "$ref": "#/components/schemas/InvoiceStatus"
                    },
                    "statusLabel": {
                      "type": "string",
                      "enum": [
                        "开票中",
                        "已开票",
                        "重开中",
                        "已重开",
                        "重开已驳回",
                        "红冲中",
                        "已红冲"
                      ]
                    },
                    "typeCode": {
                      "type": "string",
                      "enum": [
                        "81",
                        "82"
                      ]
                    },
                    "amount": {
                      "$ref": "#/components/schemas/Money"
                    },
                    "redLetter": {
                      "$ref": "#/components/schemas/RedLetter"
                    }
                  }
                }
              },
              "version": {
                "type": "integer",
                "minimum": 0,
                "description": "每次变更加一；审批、驳回、重新提交时带上"
              },
              "fund": {
                "description": "本单使用的经费（§13）",
                "oneOf": [
                  {
                    "type": "object",
                    "required": [
                      "_id",
                      "name",
                      "code",
                      "codeKind",
                      "budget",
                      "committed",
                      "pending",
                      "available",
                      "afterApproval",
                      "approverName"
                    ],
                    "properties": {
                      "_id": {
                        "$ref": "#/components/schemas/Id"
                      },
                      "name": {
                        "type": "string"
                      },
                      "code": {
                        "type": "string"
                      },
                      "codeKind": {
                        "$ref": "#/components/schemas/FundCodeKind"
                      },
                      "budget": {
                        "$ref": "#/components/schemas/Money"
                      },
                      "committed": {
                        "$ref": "#/components/schemas/Money"
                      },
                      "pending": {
                        "$ref": "#/components/schemas/Money",
                        "description": "待审批（含本单，若本单待审批）"
                      },
                      "available": {
                        "type": "number",
                        "description": "可用余额 = 预算 − 已占用 − 待审批"
                      },
                      "afterApproval": {
                        "type": [
                          "number",
                          "null"
                        ],
                        "description": "本单待审批时：按本单金额批准后的可用余额（为负即超支）；否则 null"
                      },
                      "approverName": {
                        "type": "string",
                        "description": "经费负责人"
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "approval": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/ApprovalInfo"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "无需审批的订单为 null"
              },
              "canApprove": {
                "type": "boolean",
                "description": "当前会员现在可以审批"
              },
              "canResubmit": {
                "type": "boolean",
                "description": "已驳回且为当前会员所下"
              },
              "timeline": {
                "type": "array",
                "description": "最早在前",
                "items": {
                  "$ref": "#/components/schemas/TimelineEvent"
                }
              },
              "quote": {
                "description": "按报价单下的订单（§16）",
                "oneOf": [
                  {
                    "type": "object",
                    "required": [
                      "_id",
                      "quoteNo"
                    ],
                    "properties": {
                      "_id": {
                        "$ref": "#/components/schemas/Id"
                      },
                      "quoteNo": {
                        "$ref": "#/components/schemas/QuoteNo"
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "payment": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/OrderPayment"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "付款（§17）；待审批、已驳回、已取消的订单为 null"
              }
            },
            "not": {
              "required": [
                "idempotencyKey"
              ]
            }
          }
        ]
      },
      "StockOutDetail": {
        "type": "object",
        "required": [
          "_id",
          "stockOutNo",
          "orderId",
          "orderNo",
          "memberId",
          "items",
          "courier",
          "trackingNo",
          "shippedAt",
          "coldChain",
          "routes",
          "signedAt",
          "phase",
          "address",
          "receipt",
          "canReceive",
          "receiveNote"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "stockOutNo": {
            "type": "string"
          },
          "orderId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "type": "string"
          },
          "memberId": {
            "$ref": "#/components/schemas/Id"
          },
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/StockOutItem"
            }
          },
          "courier": {
            "type": "string"
          },
          "trackingNo": {
            "type": "string"
          },
          "shippedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "coldChain": {
            "$ref": "#/components/schemas/ColdChain"
          },
          "routes": {
            "type": "array",
            "description": "最新在前",
            "items": {
              "$ref": "#/components/schemas/RouteEvent"
            }
          },
          "signedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          },
          "phase": {
            "type": "string"
          },
          "address": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/OrderAddress"
              },
              {
                "type": "null"
              }
            ]
          },
          "receipt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/StockOutReceipt"
              },
              {
                "type": "null"
              }
            ],
            "description": "确认收货记录（§14）"
          },
          "canReceive": {
            "type": "boolean",
            "description": "已发货、未确认收货、订单未取消，且当前成员可以确认（receiverMustDiffer 时下单的子账号不可以，§14）"
          },
          "receiveNote": {
            "type": [
              "string",
              "null"
            ],
            "description": "待收货但当前成员不能确认时，说明原因与由谁确认（如 收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货）；否则 null"
          }
        }
      },
      "SfRoute": {
        "type": "object",
        "required": [
          "trackingNo",
          "courier",
          "coldChain",
          "phase",
          "routes",
          "signedAt"
        ],
        "properties": {
          "trackingNo": {
            "type": "string"
          },
          "courier": {
            "type": "string"
          },
          "coldChain": {
            "$ref": "#/components/schemas/ColdChain"
          },
          "phase": {
            "type": "string"
          },
          "routes": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/RouteEvent"
            }
          },
          "signedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "InvoiceProfileInput": {
        "type": "object",
        "description": "无 _id 为新增；带 _id 为修改（合并后整体再校验）。专票只能开给单位，且注册地址、电话、开户银行、账号都必填",
        "properties": {
          "_id": {
            "title": "发票抬头编号",
            "type": "string"
          },
          "type": {
            "title": "发票类型",
            "type": "string",
            "enum": [
              "special",
              "normal"
            ],
            "x-error-msg": "发票类型只能是 special（专票）或 normal（普票）"
          },
          "titleType": {
            "title": "抬头类型",
            "type": "string",
            "enum": [
              "company",
              "personal"
            ],
            "x-error-msg": "抬头类型只能是 company（单位）或 personal（个人）"
          },
          "title": {
            "title": "发票抬头",
            "type": "string",
            "description": "不超过 100 个 GBK 字节（汉字按 2 个字节计）"
          },
          "taxNo": {
            "title": "税号",
            "type": "string",
            "description": "单位必填：15–20 位数字或大写字母；18 位时校验统一社会信用代码"
          },
          "regAddress": {
            "title": "注册地址",
            "type": "string",
            "maxLength": 100
          },
          "regPhone": {
            "title": "注册电话",
            "type": "string"
          },
          "bankName": {
            "title": "开户银行",
            "type": "string",
            "maxLength": 50
          },
          "bankAccount": {
            "title": "银行账号",
            "type": "string"
          },
          "email": {
            "title": "接收邮箱",
            "type": "string",
            "maxLength": 100
          },
          "isDefault": {
            "title": "默认抬头",
            "type": "boolean"
          }
        }
      },
      "InvoiceProfile": {
        "allOf": [
          {
            "$ref": "#/components/schemas/InvoiceProfileSnapshot"
          },
          {
            "type": "object",
            "required": [
              "isDefault",
              "createdAt",
              "typeLabel"
            ],
            "properties": {
              "isDefault": {
                "type": "boolean"
              },
              "createdAt": {
                "$ref": "#/components/schemas/DateTime"
              },
              "typeLabel": {
                "type": "string",
                "enum": [
                  "增值税专用发票",
                  "增值税普通发票"
                ]
              }
            },
            "not": {
              "required": [
                "memberId"
              ]
            }
          }
        ]
      },
      "Invoice": {
        "type": "object",
        "required": [
          "_id",
          "invoiceNo",
          "memberId",
          "orderId",
          "orderNo",
          "type",
          "typeCode",
          "typeLabel",
          "status",
          "statusLabel",
          "amount",
          "taxAmount",
          "amountExclTax",
          "title",
          "profile",
          "appliedAt",
          "formats",
          "canReissue",
          "canDownload",
          "consolidated",
          "orders",
          "remark"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "invoiceNo": {
            "$ref": "#/components/schemas/InvoiceNo"
          },
          "memberId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "type": {
            "$ref": "#/components/schemas/InvoiceType"
          },
          "typeLabel": {
            "type": "string",
            "enum": [
              "增值税专用发票",
              "增值税普通发票"
            ]
          },
          "status": {
            "$ref": "#/components/schemas/InvoiceStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "开票中",
              "已开票",
              "重开中",
              "已重开",
              "重开已驳回",
              "红冲中",
              "已红冲"
            ]
          },
          "typeCode": {
            "type": "string",
            "enum": [
              "81",
              "82"
            ],
            "description": "数电票票种代码：81 专票（special），82 普票（normal）"
          },
          "redLetter": {
            "$ref": "#/components/schemas/RedLetter"
          },
          "amount": {
            "$ref": "#/components/schemas/Money",
            "description": "价税合计（= 订单金额）"
          },
          "taxAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "amountExclTax": {
            "$ref": "#/components/schemas/Money"
          },
          "title": {
            "type": "string"
          },
          "profile": {
            "$ref": "#/components/schemas/InvoiceProfileSnapshot",
            "description": "开票时的快照"
          },
          "appliedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "issuedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "formats": {
            "type": "array",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "pdf",
                "ofd",
                "xml"
              ]
            }
          },
          "reissue": {
            "type": "object",
            "required": [
              "reason",
              "appliedAt",
              "status"
            ],
            "properties": {
              "reason": {
                "type": "string",
                "maxLength": 200
              },
              "appliedAt": {
                "$ref": "#/components/schemas/DateTime"
              },
              "status": {
                "type": "string",
                "enum": [
                  "申请中",
                  "红冲中",
                  "已重开",
                  "已驳回"
                ]
              },
              "newInvoiceId": {
                "$ref": "#/components/schemas/Id"
              },
              "profileId": {
                "$ref": "#/components/schemas/Id"
              }
            }
          },
          "canReissue": {
            "type": "boolean"
          },
          "canDownload": {
            "type": "boolean"
          },
          "consolidated": {
            "type": "boolean",
            "description": "合并开票（§19）"
          },
          "orders": {
            "type": "array",
            "minItems": 1,
            "description": "发票包含的订单（普通发票一个；orderId / orderNo 为第一个）",
            "items": {
              "type": "object",
              "required": [
                "_id",
                "orderNo",
                "amount"
              ],
              "properties": {
                "_id": {
                  "$ref": "#/components/schemas/Id"
                },
                "orderNo": {
                  "$ref": "#/components/schemas/OrderNo"
                },
                "amount": {
                  "$ref": "#/components/schemas/Money"
                }
              }
            }
          },
          "remark": {
            "type": "string",
            "description": "合并开票申请的备注"
          }
        }
      },
      "InvoiceNo": {
        "type": "string",
        "pattern": "^(\\d{20})?$",
        "description": "数电票号码：20 位数字（年份 2 位 + 行政区划 2 位 + 开票渠道 1 位 + 顺序号 15 位）；开票中为空串"
      },
      "RedLetter": {
        "type": "object",
        "description": "红冲：先提交红字确认单（红冲中），确认后开具红字发票（已红冲），原发票作废",
        "required": [
          "status",
          "confirmationNo",
          "reason",
          "appliedAt",
          "redInvoiceNo",
          "redAt"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "红冲中",
              "已红冲"
            ]
          },
          "confirmationNo": {
            "type": "string",
            "pattern": "^\\d{20}$",
            "description": "红字确认单编号（20 位）"
          },
          "reason": {
            "type": "string",
            "maxLength": 200
          },
          "appliedAt": {
            "$ref": "#/components/schemas/DateTime",
            "description": "红字确认单提交时间"
          },
          "redInvoiceNo": {
            "oneOf": [
              {
                "type": "string",
                "pattern": "^\\d{20}$"
              },
              {
                "type": "null"
              }
            ],
            "description": "红字发票号码（已红冲时）"
          },
          "redAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ],
            "description": "红字发票开具时间"
          }
        }
      },
      "InvoiceDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/Invoice"
          },
          {
            "type": "object",
            "required": [
              "order",
              "items",
              "orders"
            ],
            "properties": {
              "order": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/OrderSummary"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "第一个订单"
              },
              "items": {
                "type": "array",
                "description": "每个订单的商品行",
                "items": {
                  "$ref": "#/components/schemas/OrderItem"
                }
              },
              "orders": {
                "type": "array",
                "description": "发票包含的订单（§19）",
                "items": {
                  "$ref": "#/components/schemas/OrderSummary"
                }
              }
            }
          }
        ]
      },
      "MaterialCategory": {
        "type": "string",
        "description": "抗体、ELISA 试剂盒、细胞因子、试剂、耗材（与 Category 相同，名称与商品目录一致）",
        "enum": [
          "antibody",
          "elisa",
          "cytokine",
          "reagent",
          "consumable"
        ]
      },
      "ProcurementSettingsInput": {
        "type": "object",
        "description": "整体替换；主账号自己的订单从不需要审批",
        "required": [
          "approvalMode",
          "amountOver",
          "categories",
          "approverIds",
          "requireFund",
          "receiverMustDiffer"
        ],
        "properties": {
          "approvalMode": {
            "title": "审批方式",
            "type": "string",
            "enum": [
              "off",
              "allSubOrders",
              "rules"
            ],
            "description": "off 不审批；allSubOrders 子账号的每一单；rules 子账号订单符合 amountOver 或 categories 时。模式不为 off 时，子账号订单超出经费余额也需审批",
            "x-error-msg": "审批方式只能是 off、allSubOrders 或 rules"
          },
          "amountOver": {
            "title": "审批金额",
            "type": [
              "number",
              "null"
            ],
            "exclusiveMinimum": 0,
            "description": "rules：订单金额（含运费）严格大于此值（元）时需审批",
            "x-error-msg": "金额须大于 0"
          },
          "categories": {
            "title": "商品类别",
            "type": "array",
            "uniqueItems": true,
            "description": "rules：订单含这些类别的商品时需审批",
            "items": {
              "$ref": "#/components/schemas/MaterialCategory"
            },
            "x-error-msg": "未知的商品类别"
          },
          "approverIds": {
            "title": "审批人",
            "type": "array",
            "uniqueItems": true,
            "maxItems": 50,
            "description": "有审批权的子账号（本企业启用的子账号）；主账号始终可以审批",
            "items": {
              "$ref": "#/components/schemas/Id"
            },
            "x-error-msg": "审批人须是本企业启用的子账号"
          },
          "requireFund": {
            "title": "必须选择经费",
            "type": "boolean",
            "description": "下单人可使用至少一个可用经费（启用且今天在有效期内）时，订单必须选择经费"
          },
          "receiverMustDiffer": {
            "title": "收货人不能是下单人",
            "type": "boolean",
            "description": "§14；默认 true"
          }
        }
      },
      "ProcurementSettings": {
        "allOf": [
          {
            "$ref": "#/components/schemas/ProcurementSettingsInput"
          },
          {
            "type": "object",
            "required": [
              "approvers",
              "updatedAt"
            ],
            "properties": {
              "approvers": {
                "type": "array",
                "minItems": 1,
                "description": "主账号在前，然后按 approverIds 的顺序",
                "items": {
                  "type": "object",
                  "required": [
                    "_id",
                    "name"
                  ],
                  "properties": {
                    "_id": {
                      "$ref": "#/components/schemas/Id"
                    },
                    "name": {
                      "type": "string"
                    }
                  }
                }
              },
              "updatedAt": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/DateTime"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "从未修改时为 null"
              }
            }
          }
        ]
      },
      "ReimbursementRulesInput": {
        "type": "object",
        "description": "报销规则（§13）：只用于提醒，从不拒绝下单",
        "required": [
          "contractThreshold",
          "assetUnitPrice",
          "splitWindowDays"
        ],
        "properties": {
          "contractThreshold": {
            "title": "合同金额",
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 100000000,
            "description": "订单金额（含运费）达到此值（元）需附合同；默认 50000",
            "x-error-msg": "合同金额须大于 0 且不超过 100000000 元"
          },
          "assetUnitPrice": {
            "title": "固定资产单价",
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 100000000,
            "description": "单价达到此值（元）的商品为固定资产；默认 1000",
            "x-error-msg": "固定资产单价须大于 0 且不超过 100000000 元"
          },
          "splitWindowDays": {
            "title": "化整为零期限",
            "type": "integer",
            "minimum": 1,
            "maximum": 365,
            "description": "天；默认 30",
            "x-error-msg": "化整为零期限须为 1–365 天"
          }
        }
      },
      "ReimbursementRules": {
        "allOf": [
          {
            "$ref": "#/components/schemas/ReimbursementRulesInput"
          },
          {
            "type": "object",
            "required": [
              "updatedAt"
            ],
            "properties": {
              "updatedAt": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/DateTime"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "从未修改（默认值）时为 null"
              }
            }
          }
        ]
      },
      "ReimbursementNote": {
        "type": "object",
        "description": "订单符合的一条报销规则（§13）；只是提醒，从不拒绝",
        "required": [
          "rule",
          "message"
        ],
        "properties": {
          "rule": {
            "type": "string",
            "enum": [
              "contract",
              "fixedAsset",
              "split"
            ],
            "description": "contract 需合同；fixedAsset 固定资产；split 疑似化整为零"
          },
          "message": {
            "0": null,
            "type": "string",
            "description": "商城写的事实，例如 订单金额 ¥52",
            "000.00 达到合同金额 ¥50": null
          },
          "orderNos": {
            "type": "array",
            "description": "split：窗口内同经费、同品牌的其他订单号",
            "items": {
              "$ref": "#/components/schemas/OrderNo"
            }
          },
          "lines": {
            "type": "array",
            "description": "fixedAsset：单价达到固定资产单价的商品行",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "name",
                "price"
              ],
              "properties": {
                "matlId": {
                  "$ref": "#/components/schemas/Id"
                },
                "name": {
                  "type": "string"
                },
                "price": {
                  "$ref": "#/components/schemas/Money"
                }
              }
            }
          }
        }
      },
      "FundCodeKind": {
        "type": "string",
        "description": "card 经费卡号，project 项目编号",
        "enum": [
          "card",
          "project"
        ],
        "x-enum-labels": {
          "card": "经费卡号",
          "project": "项目编号"
        }
      },
      "FundInput": {
        "type": "object",
        "required": [
          "name",
          "codeKind",
          "code",
          "holder",
          "budget",
          "periodStart",
          "periodEnd",
          "memberIds",
          "active"
        ],
        "properties": {
          "name": {
            "title": "经费名称",
            "type": "string",
            "minLength": 1,
            "maxLength": 40,
            "examples": [
              "国自然面上项目 32170001"
            ]
          },
          "codeKind": {
            "$ref": "#/components/schemas/FundCodeKind",
            "title": "编号类型",
            "x-error-msg": "编号类型只能是 card（经费卡号）或 project（项目编号）"
          },
          "code": {
            "title": "经费编号",
            "type": "string",
            "minLength": 1,
            "maxLength": 40,
            "description": "账号内唯一（400 该经费编号已登记）"
          },
          "holder": {
            "title": "负责人",
            "type": "string",
            "minLength": 1,
            "maxLength": 20
          },
          "budget": {
            "title": "预算",
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 100000000,
            "description": "元",
            "x-error-msg": "预算须大于 0 且不超过 100000000 元"
          },
          "periodStart": {
            "$ref": "#/components/schemas/ChinaDate",
            "title": "开始日期"
          },
          "periodEnd": {
            "$ref": "#/components/schemas/ChinaDate",
            "title": "结束日期",
            "description": "不早于开始日期（400 结束日期不能早于开始日期）"
          },
          "memberIds": {
            "title": "可使用的子账号",
            "type": "array",
            "uniqueItems": true,
            "description": "可以使用此经费的子账号；主账号始终可以",
            "items": {
              "$ref": "#/components/schemas/Id"
            }
          },
          "active": {
            "title": "启用",
            "type": "boolean",
            "description": "停用的经费不能再使用，已有订单保留"
          },
          "approverId": {
            "title": "经费负责人",
            "type": "string",
            "minLength": 1,
            "description": "审批使用此经费的订单的人：主账号或审批人子账号（400 经费负责人须是主账号或启用的审批人子账号）；缺省为主账号"
          }
        }
      },
      "Fund": {
        "allOf": [
          {
            "$ref": "#/components/schemas/FundInput"
          },
          {
            "type": "object",
            "required": [
              "_id",
              "committed",
              "pending",
              "remaining",
              "available",
              "usable",
              "approverId",
              "approverName",
              "createdAt"
            ],
            "properties": {
              "_id": {
                "$ref": "#/components/schemas/Id"
              },
              "available": {
                "type": "number",
                "description": "可用余额 = 预算 − 已占用 − 待审批；为负数即超支"
              },
              "approverName": {
                "type": "string",
                "description": "经费负责人的姓名"
              },
              "committed": {
                "$ref": "#/components/schemas/Money",
                "description": "已占用：已批准或无需审批、未取消的订单"
              },
              "pending": {
                "$ref": "#/components/schemas/Money",
                "description": "待审批订单的金额（未占用）"
              },
              "remaining": {
                "type": "number",
                "description": "预算 − 已占用（超支批准后可为负数）；子账号订单是否需审批、批准是否超支按 available 判断（§13）"
              },
              "usable": {
                "type": "boolean",
                "description": "启用且今天在有效期内"
              },
              "createdAt": {
                "$ref": "#/components/schemas/DateTime"
              }
            }
          }
        ]
      },
      "FundOrder": {
        "type": "object",
        "required": [
          "_id",
          "orderNo",
          "status",
          "statusLabel",
          "amount",
          "placedByName",
          "createdAt",
          "state"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "status": {
            "$ref": "#/components/schemas/OrderStatus"
          },
          "statusLabel": {
            "type": "string"
          },
          "amount": {
            "$ref": "#/components/schemas/Money"
          },
          "placedByName": {
            "type": "string"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "state": {
            "type": "string",
            "enum": [
              "committed",
              "pending"
            ],
            "description": "committed 已占用，pending 待审批"
          }
        }
      },
      "FundDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/Fund"
          },
          {
            "type": "object",
            "required": [
              "orders"
            ],
            "properties": {
              "orders": {
                "type": "array",
                "description": "最新在前；不含已取消、已驳回的订单。子账号只看到自己下的订单（§6），committed / pending / remaining 仍是整个经费的",
                "items": {
                  "$ref": "#/components/schemas/FundOrder"
                }
              }
            }
          }
        ]
      },
      "OrderPreview": {
        "type": "object",
        "required": [
          "goodsAmount",
          "freight",
          "coldChainFee",
          "amount",
          "fundRequired",
          "fund",
          "approval",
          "blocked",
          "shipments",
          "compliance",
          "reimbursementNotes",
          "credit"
        ],
        "properties": {
          "credit": {
            "$ref": "#/components/schemas/CreditPreview"
          },
          "reimbursementNotes": {
            "type": "array",
            "description": "本单符合的报销规则（§13），不符合任何规则时为空；只是提醒",
            "items": {
              "$ref": "#/components/schemas/ReimbursementNote"
            }
          },
          "goodsAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "lines": {
            "type": "array",
            "description": "每行的成交单价（协议价、阶梯价已计入，§5）；goodsAmount 是它们的合计",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "quantity",
                "listPrice",
                "price"
              ],
              "properties": {
                "matlId": {
                  "$ref": "#/components/schemas/Id"
                },
                "quantity": {
                  "$ref": "#/components/schemas/Quantity"
                },
                "listPrice": {
                  "$ref": "#/components/schemas/Money",
                  "description": "目录价"
                },
                "price": {
                  "$ref": "#/components/schemas/Money",
                  "description": "本单成交单价"
                }
              }
            }
          },
          "freight": {
            "$ref": "#/components/schemas/Money"
          },
          "coldChainFee": {
            "$ref": "#/components/schemas/Money",
            "description": "干冰费（§20）：每个干冰发货 ¥80"
          },
          "amount": {
            "$ref": "#/components/schemas/Money",
            "description": "goodsAmount + freight + coldChainFee"
          },
          "shipments": {
            "type": "array",
            "description": "按运输条件分开发货，常温在前（§20）",
            "items": {
              "type": "object",
              "required": [
                "condition",
                "label",
                "matlIds",
                "fee"
              ],
              "properties": {
                "condition": {
                  "$ref": "#/components/schemas/ShippingCondition"
                },
                "label": {
                  "type": "string",
                  "enum": [
                    "常温",
                    "2–8 ℃ 冰袋",
                    "−20 ℃ 干冰"
                  ]
                },
                "matlIds": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "$ref": "#/components/schemas/Id"
                  }
                },
                "fee": {
                  "$ref": "#/components/schemas/Money",
                  "description": "干冰 ¥80，其他 0"
                }
              }
            }
          },
          "compliance": {
            "type": "object",
            "required": [
              "blocked",
              "lines"
            ],
            "description": "管制化学品的核验（§21）",
            "properties": {
              "blocked": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "第一个会被拒绝的原因（10172–10174 的文字）；否则 null"
              },
              "lines": {
                "type": "array",
                "description": "仅管制商品的行",
                "items": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "matlId",
                        "name"
                      ],
                      "properties": {
                        "matlId": {
                          "$ref": "#/components/schemas/Id"
                        },
                        "name": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "$ref": "#/components/schemas/LineCompliance"
                    }
                  ]
                }
              }
            }
          },
          "fundRequired": {
            "type": "boolean",
            "description": "requireFund 且下单人可使用至少一个可用经费"
          },
          "fund": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "_id",
                  "name",
                  "code",
                  "remaining",
                  "available",
                  "covers"
                ],
                "properties": {
                  "_id": {
                    "$ref": "#/components/schemas/Id"
                  },
                  "name": {
                    "type": "string"
                  },
                  "code": {
                    "type": "string"
                  },
                  "remaining": {
                    "type": "number"
                  },
                  "available": {
                    "type": "number",
                    "description": "可用余额 = 预算 − 已占用 − 待审批"
                  },
                  "covers": {
                    "type": "boolean",
                    "description": "可用余额足够本单"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "approval": {
            "type": "object",
            "required": [
              "required",
              "reasons",
              "approvers"
            ],
            "properties": {
              "required": {
                "type": "boolean"
              },
              "reasons": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "examples": [
                  [
                    "子账号订单金额超过 ¥5",
                    0
                  ]
                ]
              },
              "approvers": {
                "type": "array",
                "description": "可以审批的人（姓名）",
                "items": {
                  "type": "string"
                }
              }
            }
          },
          "blocked": {
            "type": [
              "string",
              "null"
            ],
            "description": "现在提交会被拒绝的原因：10093 的文字，或所选经费的 10092 文字（该经费不可用：… / 无权使用该经费）；不含“请选择经费”（由 fundRequired 表示）；否则 null"
          }
        }
      },
      "Settlement": {
        "type": "string",
        "description": "结算方式：月结（账期内送达后付款）或现结（先款后货）",
        "enum": [
          "monthly",
          "prepaid"
        ],
        "x-enum-labels": {
          "monthly": "月结",
          "prepaid": "现结"
        }
      },
      "CreditTerms": {
        "type": "object",
        "description": "账号（企业）的结算条款（docs/api.md §17）；金额为元",
        "required": [
          "settlement",
          "settlementLabel",
          "creditDays",
          "creditLimit",
          "used",
          "available",
          "dueThisMonth",
          "overdue"
        ],
        "properties": {
          "settlement": {
            "$ref": "#/components/schemas/Settlement"
          },
          "settlementLabel": {
            "type": "string",
            "enum": [
              "月结",
              "现结"
            ]
          },
          "creditDays": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 1,
            "description": "账期：送达后多少天内付款；现结为 null"
          },
          "creditLimit": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ],
            "description": "信用额度；现结为 null"
          },
          "used": {
            "$ref": "#/components/schemas/Money",
            "description": "已用：账号未取消、未驳回订单的未付金额（已下单、已送达未付）；现结为 0"
          },
          "available": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ],
            "description": "可用额度 = 信用额度 − 已用，不小于 0；现结为 null"
          },
          "dueThisMonth": {
            "type": "object",
            "description": "本月到期：到期日在今天至本月最后一天之间、尚未付清的已送达订单",
            "required": [
              "amount",
              "orderCount",
              "nextDueDate"
            ],
            "properties": {
              "amount": {
                "$ref": "#/components/schemas/Money"
              },
              "orderCount": {
                "type": "integer",
                "minimum": 0
              },
              "nextDueDate": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/ChinaDate"
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "其中最早的到期日；没有时为 null"
              }
            }
          },
          "overdue": {
            "type": "object",
            "description": "已逾期：到期日早于今天、尚未付清的已送达订单",
            "required": [
              "amount",
              "orderCount"
            ],
            "properties": {
              "amount": {
                "$ref": "#/components/schemas/Money"
              },
              "orderCount": {
                "type": "integer",
                "minimum": 0
              }
            }
          }
        }
      },
      "CreditPreview": {
        "type": "object",
        "description": "本单的结算条款（§17）：月结账号下单后剩余的信用额度；现结账号各额度为 null",
        "required": [
          "settlement",
          "settlementLabel",
          "creditDays",
          "creditLimit",
          "available",
          "remainingAfter",
          "blocked"
        ],
        "properties": {
          "settlement": {
            "$ref": "#/components/schemas/Settlement"
          },
          "settlementLabel": {
            "type": "string",
            "enum": [
              "月结",
              "现结"
            ]
          },
          "creditDays": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 1
          },
          "creditLimit": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ]
          },
          "available": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ],
            "description": "下单前的可用额度"
          },
          "remainingAfter": {
            "type": [
              "number",
              "null"
            ],
            "description": "可用额度 − 本单金额（元，可为负：超出额度）；现结为 null"
          },
          "blocked": {
            "type": [
              "string",
              "null"
            ],
            "description": "本单超出可用额度时 10100 的文字；否则 null"
          }
        }
      },
      "ApprovalInfo": {
        "type": "object",
        "required": [
          "status",
          "reasons",
          "approvers",
          "decidedBy",
          "decidedAt",
          "rejectReason",
          "comment",
          "adjusted"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "approved",
              "rejected"
            ]
          },
          "reasons": {
            "type": "array",
            "description": "需要审批的原因",
            "items": {
              "type": "string"
            }
          },
          "approvers": {
            "type": "array",
            "description": "可以审批的人（姓名）",
            "items": {
              "type": "string"
            }
          },
          "decidedBy": {
            "type": [
              "string",
              "null"
            ],
            "description": "审批人姓名"
          },
          "decidedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          },
          "rejectReason": {
            "type": [
              "string",
              "null"
            ]
          },
          "comment": {
            "type": [
              "string",
              "null"
            ]
          },
          "adjusted": {
            "type": "array",
            "description": "审批人调低的数量",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "name",
                "from",
                "to"
              ],
              "properties": {
                "matlId": {
                  "$ref": "#/components/schemas/Id"
                },
                "name": {
                  "type": "string"
                },
                "from": {
                  "type": "integer",
                  "minimum": 1
                },
                "to": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "0 为删去该行"
                }
              }
            }
          }
        }
      },
      "TimelineEvent": {
        "type": "object",
        "required": [
          "at",
          "kind",
          "title",
          "actor",
          "note"
        ],
        "properties": {
          "at": {
            "$ref": "#/components/schemas/DateTime"
          },
          "kind": {
            "type": "string",
            "enum": [
              "placed",
              "approvalRequested",
              "approved",
              "rejected",
              "resubmitted",
              "reviewed",
              "paid",
              "shipped",
              "received",
              "completed",
              "cancelled",
              "refunded",
              "afterSales"
            ]
          },
          "title": {
            "type": "string",
            "description": "中文，如 提交审批、审批通过、审批驳回、发货 SF1234…"
          },
          "actor": {
            "type": [
              "string",
              "null"
            ],
            "description": "姓名，或 商城客服 / 系统"
          },
          "note": {
            "type": [
              "string",
              "null"
            ],
            "description": "原因、意见、调低的数量、批号…"
          }
        }
      },
      "DecisionQuantity": {
        "type": "object",
        "required": [
          "matlId",
          "quantity"
        ],
        "properties": {
          "matlId": {
            "title": "商品",
            "type": "string",
            "minLength": 1
          },
          "quantity": {
            "title": "数量",
            "type": "integer",
            "minimum": 0,
            "maximum": 9999,
            "description": "0 为删去该行"
          }
        }
      },
      "OrderVersion": {
        "title": "版本",
        "type": "integer",
        "minimum": 0,
        "description": "决定时看到的 OrderDetail.version；已变时 10094"
      },
      "ApproveInput": {
        "type": "object",
        "required": [
          "version"
        ],
        "properties": {
          "version": {
            "$ref": "#/components/schemas/OrderVersion"
          },
          "quantities": {
            "title": "审批数量",
            "type": "array",
            "description": "只能调低（400 审批数量只能调低）；0 删去该行，至少保留一行",
            "items": {
              "$ref": "#/components/schemas/DecisionQuantity"
            }
          },
          "comment": {
            "title": "审批意见",
            "type": "string",
            "maxLength": 200
          },
          "overdraft": {
            "title": "超支批准",
            "type": "object",
            "description": "批准后经费可用余额将为负时必填（否则 10098）；只有经费负责人或主账号可以超支批准",
            "required": [
              "reason"
            ],
            "properties": {
              "reason": {
                "title": "超支原因",
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              }
            }
          }
        }
      },
      "RejectInput": {
        "type": "object",
        "required": [
          "version",
          "reason"
        ],
        "properties": {
          "version": {
            "$ref": "#/components/schemas/OrderVersion"
          },
          "reason": {
            "title": "驳回原因",
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        }
      },
      "ResubmitInput": {
        "type": "object",
        "required": [
          "version"
        ],
        "properties": {
          "version": {
            "$ref": "#/components/schemas/OrderVersion"
          },
          "quantities": {
            "title": "数量",
            "type": "array",
            "description": "0 删去该行，至少保留一行",
            "items": {
              "$ref": "#/components/schemas/DecisionQuantity"
            }
          },
          "fundId": {
            "title": "经费",
            "type": [
              "string",
              "null"
            ],
            "minLength": 1,
            "description": "null 为不使用经费"
          },
          "poNo": {
            "title": "采购单号",
            "type": "string",
            "maxLength": 50
          },
          "remark": {
            "title": "订单备注",
            "type": "string",
            "maxLength": 200
          },
          "purposes": {
            "$ref": "#/components/schemas/PurposeInput"
          }
        }
      },
      "Receiver": {
        "type": "object",
        "required": [
          "_id",
          "name",
          "isOwner"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "isOwner": {
            "type": "boolean"
          }
        }
      },
      "ReceiptInput": {
        "type": "object",
        "required": [
          "receiverId",
          "receivedAt",
          "lines"
        ],
        "properties": {
          "receiverId": {
            "title": "收货人",
            "type": "string",
            "minLength": 1,
            "description": "GET /mall/v1/member/receivers 中的一人"
          },
          "receivedAt": {
            "$ref": "#/components/schemas/ChinaDate",
            "title": "收货日期"
          },
          "lines": {
            "title": "收货明细",
            "type": "array",
            "minItems": 1,
            "description": "发货单每行一条，批号预填；至少一行数量大于 0（全部为 0 时 400 至少收货一件商品）。少收的行照样确认，缺少的部分走售后（§15）",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "quantity",
                "lot"
              ],
              "properties": {
                "matlId": {
                  "title": "商品",
                  "type": "string",
                  "minLength": 1
                },
                "quantity": {
                  "title": "收货数量",
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 9999,
                  "description": "不超过该行发货数量（10113）"
                },
                "lot": {
                  "title": "批号",
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 40
                }
              }
            }
          },
          "remark": {
            "title": "收货备注",
            "type": "string",
            "maxLength": 200
          }
        }
      },
      "StockOutReceipt": {
        "type": "object",
        "required": [
          "receiverId",
          "receiverName",
          "receivedAt",
          "confirmedBy",
          "confirmedAt",
          "lines",
          "remark"
        ],
        "properties": {
          "receiverId": {
            "$ref": "#/components/schemas/Id"
          },
          "receiverName": {
            "type": "string"
          },
          "receivedAt": {
            "$ref": "#/components/schemas/ChinaDate"
          },
          "confirmedBy": {
            "type": "string",
            "description": "确认收货的会员（姓名）"
          },
          "confirmedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "lines": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "catalogNo",
                "name",
                "quantity",
                "lot",
                "coaId"
              ],
              "properties": {
                "matlId": {
                  "$ref": "#/components/schemas/Id"
                },
                "catalogNo": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "quantity": {
                  "type": "integer",
                  "minimum": 0
                },
                "lot": {
                  "type": "string"
                },
                "coaId": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/Id"
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "该批号的 COA；没有时为 null"
                }
              }
            }
          },
          "remark": {
            "type": "string"
          }
        }
      },
      "AfterSalesStatus": {
        "type": "string",
        "description": "已提交、已受理、处理中、已解决、已关闭、已撤回",
        "enum": [
          "submitted",
          "accepted",
          "processing",
          "resolved",
          "closed",
          "withdrawn"
        ],
        "x-enum-labels": {
          "submitted": "已提交",
          "accepted": "已受理",
          "processing": "处理中",
          "resolved": "已解决",
          "closed": "已关闭",
          "withdrawn": "已撤回"
        }
      },
      "AfterSalesInput": {
        "type": "object",
        "description": "multipart/form-data 的字段（不是 JSON）",
        "required": [
          "matlId",
          "quantity",
          "reason",
          "want",
          "description"
        ],
        "properties": {
          "matlId": {
            "title": "商品",
            "type": "string",
            "minLength": 1
          },
          "quantity": {
            "title": "数量",
            "type": "integer",
            "minimum": 1,
            "maximum": 9999,
            "description": "1 到该商品在已签收或已确认收货的发货单中的发货数量（少收的行可按发货数量申请）"
          },
          "reason": {
            "title": "售后原因",
            "type": "string",
            "enum": [
              "damaged",
              "coldChain",
              "wrongItem",
              "quality"
            ],
            "description": "运输破损、冷链失效、发错货、质量问题"
          },
          "want": {
            "title": "诉求",
            "type": "string",
            "enum": [
              "replacement",
              "return",
              "refund"
            ],
            "description": "换货补发、退货退款、仅退款"
          },
          "description": {
            "title": "问题描述",
            "type": "string",
            "minLength": 10,
            "maxLength": 500
          },
          "photos": {
            "title": "图片",
            "type": "array",
            "maxItems": 6,
            "description": "JPG、PNG 或 WebP，每张不超过 5 MB（10122）；店铺去掉 EXIF 后以 JPEG 发送",
            "items": {
              "type": "string",
              "format": "binary",
              "contentMediaType": "application/octet-stream"
            }
          }
        }
      },
      "AfterSalesCase": {
        "type": "object",
        "required": [
          "_id",
          "caseNo",
          "orderId",
          "orderNo",
          "matlId",
          "catalogNo",
          "name",
          "quantity",
          "reason",
          "reasonLabel",
          "want",
          "wantLabel",
          "description",
          "photoCount",
          "status",
          "statusLabel",
          "events",
          "canWithdraw",
          "createdAt"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "caseNo": {
            "type": "string",
            "pattern": "^AS\\d{10}$",
            "description": "AS + yyMMdd + 4 位序号"
          },
          "orderId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "quantity": {
            "type": "integer",
            "minimum": 1
          },
          "reason": {
            "type": "string",
            "enum": [
              "damaged",
              "coldChain",
              "wrongItem",
              "quality"
            ]
          },
          "reasonLabel": {
            "type": "string",
            "enum": [
              "运输破损",
              "冷链失效",
              "发错货",
              "质量问题"
            ]
          },
          "want": {
            "type": "string",
            "enum": [
              "replacement",
              "return",
              "refund"
            ]
          },
          "wantLabel": {
            "type": "string",
            "enum": [
              "换货补发",
              "退货退款",
              "仅退款"
            ]
          },
          "description": {
            "type": "string"
          },
          "photoCount": {
            "type": "integer",
            "minimum": 0,
            "maximum": 6
          },
          "status": {
            "$ref": "#/components/schemas/AfterSalesStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "已提交",
              "已受理",
              "处理中",
              "已解决",
              "已关闭",
              "已撤回"
            ]
          },
          "events": {
            "type": "array",
            "description": "最早在前",
            "items": {
              "type": "object",
              "required": [
                "at",
                "status",
                "statusLabel",
                "actor",
                "note"
              ],
              "properties": {
                "at": {
                  "$ref": "#/components/schemas/DateTime"
                },
                "status": {
                  "$ref": "#/components/schemas/AfterSalesStatus"
                },
                "statusLabel": {
                  "type": "string"
                },
                "actor": {
                  "type": "string"
                },
                "note": {
                  "type": "string"
                }
              }
            }
          },
          "canWithdraw": {
            "type": "boolean"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "ServiceMessageInput": {
        "type": "object",
        "required": [
          "content",
          "phone"
        ],
        "properties": {
          "content": {
            "title": "留言内容",
            "type": "string",
            "minLength": 5,
            "maxLength": 500,
            "x-error-msg": "留言内容须为 5–500 个字"
          },
          "phone": {
            "title": "联系电话",
            "type": "string",
            "pattern": "^1[3-9]\\d{9}$",
            "x-error-msg": "请输入正确的 11 位手机号"
          },
          "name": {
            "title": "联系人",
            "type": "string",
            "maxLength": 20,
            "x-error-msg": "联系人不能超过 20 个字"
          }
        }
      },
      "ServiceMessage": {
        "type": "object",
        "required": [
          "_id",
          "ticketNo",
          "content",
          "phone",
          "name",
          "createdAt",
          "answerBy"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "ticketNo": {
            "type": "string",
            "pattern": "^LY\\d{10}$",
            "description": "LY + yyMMdd + 当天 4 位序号"
          },
          "content": {
            "type": "string"
          },
          "phone": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "answerBy": {
            "$ref": "#/components/schemas/DateTime",
            "description": "客服最晚回复的时间：现在是工作时间则为现在，否则为下一个工作时间的开始（§25）"
          }
        }
      },
      "QuoteNo": {
        "type": "string",
        "description": "QT + yyMMdd + 当天 4 位序号",
        "pattern": "^QT\\d{10}$",
        "examples": [
          "QT2611210007"
        ]
      },
      "QuoteStatus": {
        "type": "string",
        "description": "待报价、已报价、已接受、已过期、已拒绝",
        "enum": [
          "pending",
          "quoted",
          "accepted",
          "expired",
          "declined"
        ],
        "x-enum-labels": {
          "pending": "待报价",
          "quoted": "已报价",
          "accepted": "已接受",
          "expired": "已过期",
          "declined": "已拒绝"
        }
      },
      "QuoteInput": {
        "type": "object",
        "description": "目录商品与目录外商品合计 1–50 行（10130）；同一商品只能出现一次（400 商品重复：…）",
        "properties": {
          "items": {
            "title": "询价商品",
            "type": "array",
            "description": "目录中的商品（购物车所选、商品页）",
            "items": {
              "type": "object",
              "required": [
                "matlId",
                "quantity"
              ],
              "properties": {
                "matlId": {
                  "title": "商品",
                  "type": "string",
                  "minLength": 1
                },
                "quantity": {
                  "$ref": "#/components/schemas/Quantity"
                }
              }
            }
          },
          "customItems": {
            "title": "目录外商品",
            "type": "array",
            "description": "目录中没有的商品，待商城报价",
            "items": {
              "type": "object",
              "required": [
                "name",
                "spec",
                "quantity"
              ],
              "properties": {
                "name": {
                  "title": "商品名称",
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 100
                },
                "catalogNo": {
                  "title": "货号",
                  "type": "string",
                  "maxLength": 50
                },
                "mfrName": {
                  "title": "品牌",
                  "type": "string",
                  "maxLength": 50,
                  "description": "指定品牌（选填）；商城按此品牌报价，报价行保留该品牌",
                  "examples": [
                    "STEMCELL"
                  ]
                },
                "spec": {
                  "title": "规格",
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 50,
                  "examples": [
                    "100 µg",
                    "500 mL"
                  ]
                },
                "quantity": {
                  "$ref": "#/components/schemas/Quantity"
                },
                "neededBy": {
                  "$ref": "#/components/schemas/ChinaDate",
                  "title": "需求日期",
                  "description": "不早于今天（中国日期）"
                },
                "note": {
                  "title": "说明",
                  "type": "string",
                  "maxLength": 200
                }
              }
            }
          },
          "remark": {
            "title": "询价备注",
            "type": "string",
            "maxLength": 200,
            "description": "招标编号、用途"
          }
        }
      },
      "QuoteLine": {
        "type": "object",
        "required": [
          "_id",
          "kind",
          "matlId",
          "catalogNo",
          "name",
          "spec",
          "mfrName",
          "quantity",
          "neededBy",
          "note",
          "status",
          "statusLabel",
          "listPrice",
          "unitPrice",
          "amount",
          "discountNote",
          "leadDays",
          "declineReason"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "kind": {
            "type": "string",
            "enum": [
              "listed",
              "custom"
            ],
            "description": "listed 目录商品，custom 目录外商品"
          },
          "matlId": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ],
            "description": "目录外商品为 null"
          },
          "catalogNo": {
            "type": "string",
            "description": "目录外商品：询价时填写的（未填为 ''；报价后为商城的货号，无货号时 QS- + 6 位数字）"
          },
          "name": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "mfrName": {
            "type": "string",
            "description": "目录外商品为询价时指定的品牌（未指定为 ''）；报价保留指定的品牌，未指定时为 实研定制"
          },
          "quantity": {
            "$ref": "#/components/schemas/Quantity"
          },
          "neededBy": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ChinaDate"
              },
              {
                "type": "null"
              }
            ]
          },
          "note": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "quoted",
              "declined"
            ]
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "待报价",
              "已报价",
              "无法供货"
            ]
          },
          "listPrice": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ],
            "description": "目录商品对该企业的价格"
          },
          "unitPrice": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ],
            "description": "报价单价（含 13% 增值税）"
          },
          "amount": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ],
            "description": "unitPrice × quantity"
          },
          "discountNote": {
            "type": [
              "string",
              "null"
            ],
            "examples": [
              "满 5 件 95 折"
            ]
          },
          "leadDays": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "description": "下单后发货天数"
          },
          "declineReason": {
            "type": [
              "string",
              "null"
            ],
            "description": "无法供货的原因"
          }
        }
      },
      "QuoteListItem": {
        "type": "object",
        "required": [
          "_id",
          "quoteNo",
          "status",
          "statusLabel",
          "createdAt",
          "quotedAt",
          "validUntil",
          "lineCount",
          "names",
          "amount",
          "requestedByName",
          "orderId",
          "orderNo"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "quoteNo": {
            "$ref": "#/components/schemas/QuoteNo"
          },
          "status": {
            "$ref": "#/components/schemas/QuoteStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "待报价",
              "已报价",
              "已接受",
              "已过期",
              "已拒绝"
            ]
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "quotedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ],
            "description": "最后一行报价的时间"
          },
          "validUntil": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ChinaDate"
              },
              {
                "type": "null"
              }
            ],
            "description": "有效期至（含当天，中国日期）= quotedAt 的中国日期 + 30 天"
          },
          "lineCount": {
            "type": "integer",
            "minimum": 1
          },
          "names": {
            "type": "array",
            "maxItems": 3,
            "description": "前 3 行的品名",
            "items": {
              "type": "string"
            }
          },
          "amount": {
            "$ref": "#/components/schemas/Money",
            "description": "已报价行合计（含运费、干冰费，与按此报价单下单的订单金额一致）；尚无报价时为 0"
          },
          "requestedByName": {
            "type": "string"
          },
          "orderId": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ],
            "description": "按此报价单下的订单"
          },
          "orderNo": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/OrderNo"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "Quote": {
        "allOf": [
          {
            "$ref": "#/components/schemas/QuoteListItem"
          },
          {
            "type": "object",
            "required": [
              "lines",
              "remark",
              "goodsAmount",
              "freight",
              "coldChainFee",
              "taxRate",
              "taxAmount",
              "deliveryTerms",
              "declinedBy",
              "declineReason",
              "canAccept",
              "canDecline"
            ],
            "properties": {
              "lines": {
                "type": "array",
                "minItems": 1,
                "maxItems": 50,
                "items": {
                  "$ref": "#/components/schemas/QuoteLine"
                }
              },
              "remark": {
                "type": "string"
              },
              "goodsAmount": {
                "$ref": "#/components/schemas/Money",
                "description": "已报价行合计"
              },
              "freight": {
                "$ref": "#/components/schemas/Money",
                "description": "按 §6 的规则：商品满 ¥500 免运费，否则 ¥15"
              },
              "coldChainFee": {
                "$ref": "#/components/schemas/Money",
                "description": "干冰及保温箱费（§20）：已报价行中有干冰运输的商品时为 DRY_ICE_FEE，否则 0"
              },
              "taxRate": {
                "const": 0.13
              },
              "taxAmount": {
                "$ref": "#/components/schemas/Money",
                "description": "amount 中的增值税"
              },
              "deliveryTerms": {
                "type": "string"
              },
              "declinedBy": {
                "enum": [
                  "buyer",
                  "mall",
                  null
                ],
                "description": "买家拒绝，或商城全部无法供货"
              },
              "declineReason": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "canAccept": {
                "type": "boolean",
                "description": "已报价、在有效期内、尚未下单：可以从它打开下单页"
              },
              "canDecline": {
                "type": "boolean",
                "description": "待报价或已报价"
              }
            }
          }
        ]
      },
      "PaymentStatus": {
        "type": "string",
        "description": "未付款、部分付款、已付款、退款中、已退款（与订单状态不共用任何词）",
        "enum": [
          "unpaid",
          "partial",
          "paid",
          "refunding",
          "refunded"
        ],
        "x-enum-labels": {
          "unpaid": "未付款",
          "partial": "部分付款",
          "paid": "已付款",
          "refunding": "退款中",
          "refunded": "已退款"
        }
      },
      "PaymentRefund": {
        "type": "object",
        "description": "取消已收款的订单时开启的退款，原路退回付款账户，留在订单上",
        "required": [
          "status",
          "amount",
          "requestedAt",
          "refundedAt",
          "reason"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "refunding",
              "refunded"
            ],
            "description": "退款中、已退款"
          },
          "amount": {
            "$ref": "#/components/schemas/Money",
            "description": "退回的金额（取消时已收到的全部）"
          },
          "requestedAt": {
            "$ref": "#/components/schemas/DateTime",
            "description": "开启退款的时间（取消的时间）"
          },
          "refundedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ],
            "description": "退款完成的时间"
          },
          "reason": {
            "type": "string"
          }
        }
      },
      "PaymentReceipt": {
        "type": "object",
        "required": [
          "_id",
          "fileName",
          "contentType",
          "size",
          "uploadedAt",
          "uploadedByName"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "fileName": {
            "type": "string"
          },
          "contentType": {
            "type": "string",
            "enum": [
              "image/jpeg",
              "image/png",
              "image/webp",
              "application/pdf"
            ]
          },
          "size": {
            "type": "integer",
            "minimum": 0,
            "maximum": 10485760,
            "description": "字节"
          },
          "uploadedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "uploadedByName": {
            "type": "string"
          }
        }
      },
      "OrderPayment": {
        "type": "object",
        "required": [
          "status",
          "statusLabel",
          "amountDue",
          "amountPaid",
          "reference",
          "paidAt",
          "transfers",
          "receipts",
          "canPay",
          "refund"
        ],
        "properties": {
          "status": {
            "$ref": "#/components/schemas/PaymentStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "未付款",
              "部分付款",
              "已付款",
              "退款中",
              "已退款"
            ]
          },
          "canPay": {
            "type": "boolean",
            "description": "商城现在收款：已审核（待付款及以后）、未取消、未付清；审核前为 false"
          },
          "refund": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/PaymentRefund"
              },
              {
                "type": "null"
              }
            ]
          },
          "amountDue": {
            "$ref": "#/components/schemas/Money",
            "description": "amount − amountPaid"
          },
          "amountPaid": {
            "$ref": "#/components/schemas/Money"
          },
          "reference": {
            "$ref": "#/components/schemas/OrderNo",
            "description": "付款备注（订单号）"
          },
          "paidAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ],
            "description": "付清的时间"
          },
          "transfers": {
            "type": "array",
            "description": "商城财务匹配到的转账，最早在前",
            "items": {
              "type": "object",
              "required": [
                "at",
                "amount",
                "payer"
              ],
              "properties": {
                "at": {
                  "$ref": "#/components/schemas/DateTime"
                },
                "amount": {
                  "$ref": "#/components/schemas/Money"
                },
                "payer": {
                  "type": "string",
                  "description": "付款账户名称"
                }
              }
            }
          },
          "receipts": {
            "type": "array",
            "maxItems": 5,
            "description": "买家上传的付款凭证，最早在前",
            "items": {
              "$ref": "#/components/schemas/PaymentReceipt"
            }
          }
        }
      },
      "TransferAccount": {
        "type": "object",
        "required": [
          "accountName",
          "bankName",
          "accountNo",
          "bankCode",
          "note"
        ],
        "properties": {
          "accountName": {
            "type": "string"
          },
          "bankName": {
            "type": "string"
          },
          "accountNo": {
            "type": "string",
            "pattern": "^\\d{4}( \\d{1,4})*$",
            "description": "数字，每 4 位一个空格"
          },
          "bankCode": {
            "type": "string",
            "pattern": "^\\d{12}$",
            "description": "联行号"
          },
          "note": {
            "type": "string",
            "examples": [
              "转账时请在付款备注中填写订单号，一笔转账对应一个订单"
            ]
          }
        }
      },
      "StatementMonth": {
        "type": "string",
        "description": "`YYYY-MM`",
        "pattern": "^\\d{4}-(0[1-9]|1[0-2])$",
        "examples": [
          "2026-10"
        ]
      },
      "StatementStatus": {
        "type": "string",
        "description": "未出账、待确认、已确认、有异议",
        "enum": [
          "open",
          "pending",
          "confirmed",
          "disputed"
        ],
        "x-enum-labels": {
          "open": "未出账",
          "pending": "待确认",
          "confirmed": "已确认",
          "disputed": "有异议"
        }
      },
      "StatementSummary": {
        "type": "object",
        "required": [
          "month",
          "status",
          "statusLabel",
          "orderCount",
          "amount",
          "paidAmount",
          "invoicedAmount",
          "openDisputes"
        ],
        "properties": {
          "month": {
            "$ref": "#/components/schemas/StatementMonth"
          },
          "status": {
            "$ref": "#/components/schemas/StatementStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "未出账",
              "待确认",
              "已确认",
              "有异议"
            ]
          },
          "orderCount": {
            "type": "integer",
            "minimum": 0
          },
          "amount": {
            "$ref": "#/components/schemas/Money"
          },
          "paidAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "invoicedAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "openDisputes": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "StatementDispute": {
        "type": "object",
        "required": [
          "_id",
          "orderId",
          "orderNo",
          "note",
          "byName",
          "createdAt",
          "status",
          "answer",
          "answeredAt"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "orderId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "note": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "byName": {
            "type": "string"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "status": {
            "type": "string",
            "enum": [
              "open",
              "resolved"
            ]
          },
          "answer": {
            "type": [
              "string",
              "null"
            ],
            "description": "商城的答复"
          },
          "answeredAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "StatementLine": {
        "type": "object",
        "required": [
          "orderId",
          "orderNo",
          "poNo",
          "placedByName",
          "createdAt",
          "deliveredAt",
          "dueDate",
          "fund",
          "goodsAmount",
          "freight",
          "amount",
          "paymentStatus",
          "paymentStatusLabel",
          "amountPaid",
          "invoiceStatus",
          "invoiceStatusLabel",
          "invoiceNo",
          "dispute"
        ],
        "properties": {
          "orderId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "poNo": {
            "type": "string"
          },
          "placedByName": {
            "type": "string"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "deliveredAt": {
            "$ref": "#/components/schemas/ChinaDate",
            "description": "最后一个发货单签收的中国日期"
          },
          "dueDate": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ChinaDate"
              },
              {
                "type": "null"
              }
            ],
            "description": "到期日 = 送达日期 + 账期天数（月结账号）；现结账号为 null（先款后货）"
          },
          "fund": {
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "_id",
                  "name",
                  "code"
                ],
                "properties": {
                  "_id": {
                    "$ref": "#/components/schemas/Id"
                  },
                  "name": {
                    "type": "string"
                  },
                  "code": {
                    "type": "string"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "goodsAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "freight": {
            "$ref": "#/components/schemas/Money"
          },
          "amount": {
            "$ref": "#/components/schemas/Money"
          },
          "paymentStatus": {
            "$ref": "#/components/schemas/PaymentStatus"
          },
          "paymentStatusLabel": {
            "type": "string",
            "enum": [
              "未付款",
              "部分付款",
              "已付款",
              "退款中",
              "已退款"
            ]
          },
          "amountPaid": {
            "$ref": "#/components/schemas/Money"
          },
          "invoiceStatus": {
            "type": "string",
            "enum": [
              "none",
              "applying",
              "issued"
            ]
          },
          "invoiceStatusLabel": {
            "type": "string",
            "enum": [
              "未开票",
              "开票中",
              "已开票"
            ]
          },
          "invoiceNo": {
            "type": [
              "string",
              "null"
            ]
          },
          "dispute": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/StatementDispute"
              },
              {
                "type": "null"
              }
            ],
            "description": "该行最近的异议"
          }
        }
      },
      "Statement": {
        "type": "object",
        "required": [
          "month",
          "status",
          "statusLabel",
          "period",
          "company",
          "fund",
          "funds",
          "lines",
          "totals",
          "disputes",
          "refunds",
          "confirmedAt",
          "confirmedByName",
          "canConfirm",
          "canDispute"
        ],
        "properties": {
          "month": {
            "$ref": "#/components/schemas/StatementMonth"
          },
          "status": {
            "$ref": "#/components/schemas/StatementStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "未出账",
              "待确认",
              "已确认",
              "有异议"
            ]
          },
          "period": {
            "type": "object",
            "description": "该月的第一天和最后一天",
            "required": [
              "from",
              "to"
            ],
            "properties": {
              "from": {
                "$ref": "#/components/schemas/ChinaDate"
              },
              "to": {
                "$ref": "#/components/schemas/ChinaDate"
              }
            }
          },
          "company": {
            "type": "object",
            "required": [
              "name",
              "creditCode"
            ],
            "properties": {
              "name": {
                "type": "string"
              },
              "creditCode": {
                "type": "string"
              }
            }
          },
          "fund": {
            "description": "筛选的经费（给出 fundId 时）",
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "_id",
                  "name",
                  "code"
                ],
                "properties": {
                  "_id": {
                    "$ref": "#/components/schemas/Id"
                  },
                  "name": {
                    "type": "string"
                  },
                  "code": {
                    "type": "string"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "funds": {
            "type": "array",
            "description": "本月使用过的经费（供筛选）",
            "items": {
              "type": "object",
              "required": [
                "_id",
                "name",
                "code"
              ],
              "properties": {
                "_id": {
                  "$ref": "#/components/schemas/Id"
                },
                "name": {
                  "type": "string"
                },
                "code": {
                  "type": "string"
                }
              }
            }
          },
          "lines": {
            "type": "array",
            "description": "按送达日期、订单号排序",
            "items": {
              "$ref": "#/components/schemas/StatementLine"
            }
          },
          "totals": {
            "type": "object",
            "required": [
              "orderCount",
              "goodsAmount",
              "freight",
              "amount",
              "paid",
              "unpaid",
              "invoiced",
              "uninvoiced"
            ],
            "properties": {
              "orderCount": {
                "type": "integer",
                "minimum": 0
              },
              "goodsAmount": {
                "$ref": "#/components/schemas/Money"
              },
              "freight": {
                "$ref": "#/components/schemas/Money"
              },
              "amount": {
                "$ref": "#/components/schemas/Money"
              },
              "paid": {
                "$ref": "#/components/schemas/Money"
              },
              "unpaid": {
                "$ref": "#/components/schemas/Money"
              },
              "invoiced": {
                "$ref": "#/components/schemas/Money"
              },
              "uninvoiced": {
                "$ref": "#/components/schemas/Money"
              }
            }
          },
          "disputes": {
            "type": "array",
            "description": "本月全部异议，最早在前",
            "items": {
              "$ref": "#/components/schemas/StatementDispute"
            }
          },
          "refunds": {
            "type": "array",
            "description": "本月开启或完成退款的已取消订单（§17），最早在前；不计入 totals",
            "items": {
              "$ref": "#/components/schemas/StatementRefund"
            }
          },
          "confirmedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          },
          "confirmedByName": {
            "type": [
              "string",
              "null"
            ]
          },
          "canConfirm": {
            "type": "boolean"
          },
          "canDispute": {
            "type": "boolean"
          }
        }
      },
      "StatementRefund": {
        "type": "object",
        "description": "取消已收款订单的退款（§17），记在开启或完成它的月份",
        "required": [
          "orderId",
          "orderNo",
          "placedByName",
          "amount",
          "status",
          "statusLabel",
          "requestedAt",
          "refundedAt"
        ],
        "properties": {
          "orderId": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "placedByName": {
            "type": "string"
          },
          "amount": {
            "$ref": "#/components/schemas/Money"
          },
          "status": {
            "type": "string",
            "enum": [
              "refunding",
              "refunded"
            ]
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "退款中",
              "已退款"
            ]
          },
          "requestedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "refundedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "InvoiceableOrder": {
        "type": "object",
        "required": [
          "_id",
          "orderNo",
          "completedAt",
          "amount",
          "goodsAmount",
          "freight",
          "coldChainFee",
          "itemCount",
          "placedByName",
          "poNo",
          "profile",
          "fund"
        ],
        "properties": {
          "fund": {
            "description": "本单使用的经费（§13）",
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "_id",
                  "name",
                  "code"
                ],
                "properties": {
                  "_id": {
                    "$ref": "#/components/schemas/Id"
                  },
                  "name": {
                    "type": "string"
                  },
                  "code": {
                    "type": "string"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "orderNo": {
            "$ref": "#/components/schemas/OrderNo"
          },
          "completedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "amount": {
            "$ref": "#/components/schemas/Money",
            "description": "goodsAmount + freight + coldChainFee"
          },
          "goodsAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "freight": {
            "$ref": "#/components/schemas/Money"
          },
          "coldChainFee": {
            "$ref": "#/components/schemas/Money",
            "description": "干冰费（§20），没有时为 0"
          },
          "itemCount": {
            "type": "integer",
            "minimum": 1
          },
          "placedByName": {
            "type": "string"
          },
          "poNo": {
            "type": "string"
          },
          "profile": {
            "description": "下单时选择的发票抬头（有时只能与同一抬头、税号合并，10162）",
            "oneOf": [
              {
                "type": "object",
                "required": [
                  "title",
                  "taxNo",
                  "type"
                ],
                "properties": {
                  "title": {
                    "type": "string"
                  },
                  "taxNo": {
                    "type": "string"
                  },
                  "type": {
                    "$ref": "#/components/schemas/InvoiceType"
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "ConsolidatedInvoiceInput": {
        "type": "object",
        "required": [
          "orderIds",
          "profileId"
        ],
        "properties": {
          "orderIds": {
            "title": "订单",
            "type": "array",
            "description": "1–50 个已完成的订单（10160、10161）",
            "items": {
              "type": "string",
              "minLength": 1
            },
            "x-error-msg": "orderIds 必须是订单编号数组"
          },
          "profileId": {
            "title": "发票抬头",
            "type": "string",
            "minLength": 1
          },
          "remark": {
            "title": "开票备注",
            "type": "string",
            "maxLength": 200
          }
        }
      },
      "GhsPictogram": {
        "type": "string",
        "description": "爆炸物、易燃、氧化性、加压气体、腐蚀性、急性毒性、感叹号（刺激/有害）、健康危害、环境危害（GB 30000.1 / GHS Rev.4）",
        "enum": [
          "GHS01",
          "GHS02",
          "GHS03",
          "GHS04",
          "GHS05",
          "GHS06",
          "GHS07",
          "GHS08",
          "GHS09"
        ]
      },
      "ControlClass": {
        "type": "string",
        "description": "危险化学品（无需资质）、易制毒第一类、第二类、第三类、易制爆、剧毒；除 hazardous 外均为管制类，需要资质（§21）",
        "enum": [
          "hazardous",
          "precursor1",
          "precursor2",
          "precursor3",
          "explosive",
          "toxic"
        ],
        "x-enum-labels": {
          "hazardous": "危险化学品",
          "precursor1": "易制毒第一类",
          "precursor2": "易制毒第二类",
          "precursor3": "易制毒第三类",
          "explosive": "易制爆",
          "toxic": "剧毒"
        }
      },
      "Hazard": {
        "type": "object",
        "required": [
          "pictograms",
          "signalWord",
          "hStatements",
          "controls",
          "unNumber"
        ],
        "properties": {
          "pictograms": {
            "type": "array",
            "description": "按 GHS 顺序",
            "items": {
              "$ref": "#/components/schemas/GhsPictogram"
            }
          },
          "signalWord": {
            "enum": [
              "危险",
              "警告",
              null
            ]
          },
          "hStatements": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "code",
                "text"
              ],
              "properties": {
                "code": {
                  "type": "string",
                  "examples": [
                    "H225"
                  ]
                },
                "text": {
                  "type": "string",
                  "examples": [
                    "高度易燃液体和蒸气"
                  ]
                }
              }
            }
          },
          "controls": {
            "type": "array",
            "description": "[] 为不在危险化学品目录中；可有两个（高锰酸钾：precursor3 + explosive）",
            "items": {
              "$ref": "#/components/schemas/ControlClass"
            }
          },
          "unNumber": {
            "type": [
              "string",
              "null"
            ],
            "examples": [
              "UN 1090"
            ]
          }
        }
      },
      "ShippingCondition": {
        "type": "string",
        "description": "常温、2–8 ℃ 冰袋、−20 ℃ 干冰（shipping 的机器值）",
        "enum": [
          "ambient",
          "icePack",
          "dryIce"
        ],
        "x-enum-labels": {
          "ambient": "常温",
          "icePack": "2–8 ℃ 冰袋",
          "dryIce": "−20 ℃ 干冰"
        }
      },
      "PriceTerms": {
        "type": "object",
        "description": "登录企业（子账号看主账号企业的）对该规格的协议条款（§5 协议价与阶梯价）。访客和无协议条款的企业不带此字段，按 price（目录价）购买。 成交单价 = 数量达到的最高一档阶梯价，否则协议价（有效期内），否则 price。",
        "properties": {
          "contractPrice": {
            "$ref": "#/components/schemas/Money",
            "description": "协议价（有效期内才给出），代替 price"
          },
          "validFrom": {
            "type": "string",
            "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
            "description": "协议价生效日（含），与 contractPrice 同时给出"
          },
          "validTo": {
            "type": "string",
            "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
            "description": "协议价截止日（含）"
          },
          "breaks": {
            "type": "array",
            "description": "阶梯价：买满 from 件起每件 price；from 升序，price 递减且低于协议价 / 目录价",
            "minItems": 1,
            "items": {
              "type": "object",
              "required": [
                "from",
                "price"
              ],
              "properties": {
                "from": {
                  "type": "integer",
                  "minimum": 2
                },
                "price": {
                  "$ref": "#/components/schemas/Money"
                }
              }
            }
          },
          "minQuantity": {
            "type": "integer",
            "minimum": 2,
            "description": "起订量；是 multiple 的倍数"
          },
          "multiple": {
            "type": "integer",
            "minimum": 2,
            "description": "倍数：数量须是它的整数倍"
          }
        }
      },
      "LineCompliance": {
        "type": "object",
        "required": [
          "controls",
          "status",
          "message",
          "purposeRequired",
          "expiring"
        ],
        "properties": {
          "controls": {
            "type": "array",
            "description": "商品的管制类别（不含 hazardous）；普通商品为空数组",
            "items": {
              "$ref": "#/components/schemas/ControlClass"
            }
          },
          "status": {
            "type": "string",
            "enum": [
              "ok",
              "missing",
              "reviewing",
              "overLimit"
            ],
            "description": "不是 ok 时可以勾选，但不能下单"
          },
          "message": {
            "type": [
              "string",
              "null"
            ],
            "examples": [
              "需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传",
              "资质审核中，通过后可下单",
              "超出许可数量：丙酮 许可 20 L，已购 18 L，本单 2.5 L"
            ]
          },
          "purposeRequired": {
            "type": "boolean",
            "description": "易制爆或剧毒：下单须填写用途"
          },
          "expiring": {
            "type": [
              "string",
              "null"
            ],
            "description": "所用资质 30 天内到期时：资质 … 将于 YYYY-MM-DD 到期（剩 N 天）"
          }
        }
      },
      "QualificationKind": {
        "type": "string",
        "description": "易制毒化学品购买许可证（第一类）、易制毒化学品购买备案证明（第二、三类）、易制爆危险化学品购买备案、剧毒化学品购买许可证",
        "enum": [
          "precursorLicence",
          "precursorRecord",
          "explosiveRecord",
          "toxicLicence"
        ],
        "x-enum-labels": {
          "precursorLicence": "易制毒化学品购买许可证",
          "precursorRecord": "易制毒化学品购买备案证明",
          "explosiveRecord": "易制爆危险化学品购买备案",
          "toxicLicence": "剧毒化学品购买许可证"
        },
        "x-error-msg": "请选择资质类型"
      },
      "QualificationStatus": {
        "type": "string",
        "description": "审核中、已通过、已驳回、已过期（已通过且 validTo 早于今天）",
        "enum": [
          "reviewing",
          "approved",
          "rejected",
          "expired"
        ],
        "x-enum-labels": {
          "reviewing": "审核中",
          "approved": "已通过",
          "rejected": "已驳回",
          "expired": "已过期"
        }
      },
      "Qualification": {
        "type": "object",
        "required": [
          "_id",
          "kind",
          "kindLabel",
          "number",
          "authority",
          "classes",
          "substances",
          "limits",
          "validFrom",
          "validTo",
          "status",
          "statusLabel",
          "rejectReason",
          "expiresInDays",
          "file",
          "createdAt",
          "reviewedAt"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "kind": {
            "$ref": "#/components/schemas/QualificationKind"
          },
          "kindLabel": {
            "type": "string",
            "enum": [
              "易制毒化学品购买许可证",
              "易制毒化学品购买备案证明",
              "易制爆危险化学品购买备案",
              "剧毒化学品购买许可证"
            ]
          },
          "number": {
            "type": "string"
          },
          "authority": {
            "type": "string"
          },
          "classes": {
            "type": "array",
            "minItems": 1,
            "items": {
              "$ref": "#/components/schemas/ControlClass"
            }
          },
          "substances": {
            "type": "array",
            "description": "[] 为许可范围内的全部品种",
            "items": {
              "type": "object",
              "required": [
                "cas",
                "name"
              ],
              "properties": {
                "cas": {
                  "type": "string"
                },
                "name": {
                  "type": "string",
                  "description": "目录中的品名，否则为 CAS 号"
                }
              }
            }
          },
          "limits": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "cas",
                "name",
                "amount",
                "unit",
                "used"
              ],
              "properties": {
                "cas": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "amount": {
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "unit": {
                  "type": "string",
                  "enum": [
                    "g",
                    "kg",
                    "mL",
                    "L"
                  ]
                },
                "used": {
                  "type": "number",
                  "minimum": 0,
                  "description": "同一单位：按此资质购买、未取消或驳回的订单的数量"
                }
              }
            }
          },
          "validFrom": {
            "$ref": "#/components/schemas/ChinaDate"
          },
          "validTo": {
            "$ref": "#/components/schemas/ChinaDate"
          },
          "status": {
            "$ref": "#/components/schemas/QualificationStatus"
          },
          "statusLabel": {
            "type": "string",
            "enum": [
              "审核中",
              "已通过",
              "已驳回",
              "已过期"
            ]
          },
          "rejectReason": {
            "type": [
              "string",
              "null"
            ],
            "description": "仅已驳回"
          },
          "expiresInDays": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "description": "已通过且在有效期内：剩余天数（0 为今天是最后一天）"
          },
          "file": {
            "type": "object",
            "required": [
              "name",
              "type",
              "size"
            ],
            "properties": {
              "name": {
                "type": "string"
              },
              "type": {
                "type": "string",
                "enum": [
                  "image/jpeg",
                  "image/png",
                  "image/webp",
                  "application/pdf"
                ]
              },
              "size": {
                "type": "integer",
                "minimum": 0,
                "maximum": 10485760,
                "description": "字节"
              }
            }
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "reviewedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "PurposeInput": {
        "title": "用途",
        "type": "array",
        "description": "易制爆、剧毒商品的用途（§21；缺少时 10174）",
        "items": {
          "type": "object",
          "required": [
            "matlId",
            "purpose"
          ],
          "properties": {
            "matlId": {
              "title": "商品",
              "type": "string",
              "minLength": 1
            },
            "purpose": {
              "title": "用途",
              "type": "string",
              "maxLength": 100,
              "x-error-msg": "用途应为 2–100 个字符",
              "description": "去掉首尾空格后 2–100 个字符（商城检查，否则 400 用途应为 2–100 个字符）；空白为未填写（10174）"
            }
          }
        },
        "x-error-msg": "用途必须是 { matlId, purpose } 数组"
      },
      "BuyingListName": {
        "title": "清单名称",
        "type": "string",
        "minLength": 1,
        "maxLength": 30
      },
      "BuyingListLineInput": {
        "type": "object",
        "required": [
          "matlId",
          "quantity"
        ],
        "properties": {
          "matlId": {
            "title": "商品",
            "type": "string",
            "minLength": 1
          },
          "quantity": {
            "$ref": "#/components/schemas/Quantity"
          }
        }
      },
      "BuyingListLinesInput": {
        "title": "清单商品",
        "type": "array",
        "minItems": 1,
        "maxItems": 200,
        "items": {
          "$ref": "#/components/schemas/BuyingListLineInput"
        }
      },
      "BuyingListSummary": {
        "type": "object",
        "required": [
          "_id",
          "name",
          "shared",
          "mine",
          "ownerName",
          "lineCount",
          "updatedAt"
        ],
        "properties": {
          "_id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 30
          },
          "shared": {
            "type": "boolean",
            "description": "本账号的其他成员可以看到并加入购物车（只读）"
          },
          "mine": {
            "type": "boolean",
            "description": "当前会员创建的（可以修改）"
          },
          "ownerName": {
            "type": "string"
          },
          "lineCount": {
            "type": "integer",
            "minimum": 0,
            "maximum": 200
          },
          "updatedAt": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "BuyingListLine": {
        "type": "object",
        "required": [
          "matlId",
          "quantity",
          "addedAt",
          "catalogNo",
          "name",
          "nameEn",
          "spec",
          "unit",
          "price",
          "stock",
          "leadDays",
          "mfrId",
          "mfrName",
          "shipping",
          "shippingCondition",
          "hazard",
          "hasSds",
          "available",
          "offShelf"
        ],
        "properties": {
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "quantity": {
            "$ref": "#/components/schemas/Quantity"
          },
          "addedAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "nameEn": {
            "type": "string"
          },
          "image": {
            "$ref": "#/components/schemas/Image"
          },
          "spec": {
            "type": "string"
          },
          "unit": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0
          },
          "mfrId": {
            "type": "string"
          },
          "mfrName": {
            "type": "string"
          },
          "shipping": {
            "type": "string"
          },
          "shippingCondition": {
            "$ref": "#/components/schemas/ShippingCondition"
          },
          "hazard": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Hazard"
              },
              {
                "type": "null"
              }
            ]
          },
          "hasSds": {
            "type": "boolean"
          },
          "available": {
            "type": "boolean",
            "description": "false：已下架，或缺货且无货期"
          },
          "offShelf": {
            "type": "boolean",
            "description": "已下架或已不在目录中"
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms"
          }
        }
      },
      "BuyingList": {
        "allOf": [
          {
            "$ref": "#/components/schemas/BuyingListSummary"
          },
          {
            "type": "object",
            "required": [
              "lines"
            ],
            "properties": {
              "lines": {
                "type": "array",
                "maxItems": 200,
                "description": "按加入的顺序",
                "items": {
                  "$ref": "#/components/schemas/BuyingListLine"
                }
              }
            }
          }
        ]
      },
      "RestockChannel": {
        "type": "string",
        "description": "how a member is told that a material arrived — site 站内消息 (the restock notice, §12), sms 短信, wechat 微信",
        "enum": [
          "site",
          "sms",
          "wechat"
        ],
        "x-enum-labels": {
          "site": "站内消息",
          "sms": "短信",
          "wechat": "微信"
        }
      },
      "RestockAlert": {
        "type": "object",
        "required": [
          "matlId",
          "catalogNo",
          "name",
          "spec",
          "mfrName",
          "price",
          "stock",
          "leadDays",
          "status",
          "seen",
          "createdAt",
          "arrivedAt",
          "channels"
        ],
        "properties": {
          "matlId": {
            "$ref": "#/components/schemas/Id"
          },
          "catalogNo": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "spec": {
            "type": "string"
          },
          "mfrName": {
            "type": "string"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "stock": {
            "type": "integer",
            "minimum": 0
          },
          "leadDays": {
            "type": "integer",
            "minimum": 0
          },
          "status": {
            "type": "string",
            "enum": [
              "waiting",
              "arrived"
            ]
          },
          "seen": {
            "type": "boolean",
            "description": "已到货的提醒已在到货提醒页看过"
          },
          "createdAt": {
            "$ref": "#/components/schemas/DateTime"
          },
          "arrivedAt": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          },
          "channels": {
            "type": "array",
            "description": "how the member will be told when it arrives, in that order (the fake mall tells by 站内消息 only)",
            "minItems": 1,
            "items": {
              "$ref": "#/components/schemas/RestockChannel"
            }
          },
          "terms": {
            "$ref": "#/components/schemas/PriceTerms",
            "description": "登录企业有协议条款时（§5）"
          },
          "unit": {
            "type": "string",
            "description": "计量单位（瓶、盒、包…），起订量与倍数的提示用它（§5）"
          }
        }
      }
    }
  }
};

/* The contract's types (as src/shared/api/mall-api.gen.ts), for the fake mall's records. */
export interface paths {
    "/mall/v1/sms/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发送短信验证码 */
        post: operations["sendSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 密码、短信或微信凭证登录 */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 短信验证码注册 */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/login/sub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 子账号登录 */
        post: operations["loginSubAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/phone/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 微信身份绑定手机号（新手机号创建账号） */
        post: operations["bindPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/wechat/login/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 微信身份选择账号登录 */
        post: operations["wechatLoginAs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/wechat/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 微信扫码登录二维码（之后在 VITE_WS_URL?sceneId= 上等待扫码结果） */
        get: operations["wechatQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/wechat/oauth/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公众号网页授权地址 */
        get: operations["wechatOauthUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/mini-program/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 小程序 / 公众号授权 code 登录 */
        post: operations["miniProgramLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 用 refreshToken 换新的令牌（refreshToken 轮换） */
        post: operations["refreshAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退出登录（吊销请求头中的令牌） */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/account/clean/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 能否注销账号，以及阻止注销的订单和发票 */
        get: operations["accountCleanCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/account/clean": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 注销账号（短信验证码 purpose=clean） */
        post: operations["accountClean"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前会员 */
        get: operations["memberInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 收货地址（默认在前，然后最新） */
        get: operations["listAddresses"];
        put?: never;
        /** 新增收货地址 */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 修改收货地址（未发送的字段保持原值） */
        post: operations["updateAddress"];
        /** 删除收货地址 */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/addresses/{id}/is-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 设为默认地址 */
        put: operations["setDefaultAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/sub-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 子账号（仅主账号） */
        get: operations["listSubMembers"];
        put?: never;
        /** 新建子账号 */
        post: operations["createSubMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/sub-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改子账号（password 仅用于重置） */
        put: operations["updateSubMember"];
        post?: never;
        /** 删除子账号（其订单保留） */
        delete: operations["deleteSubMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/sub-members/{id}/is-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 设为默认子账号 */
        put: operations["setDefaultSubMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 保存企业信息（主账号） */
        post: operations["saveCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/companies-tyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业名称 / 信用代码查询（最多 10 条） */
        get: operations["lookupCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改密码（原密码或短信验证码 purpose=reset） */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/wechat/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 绑定微信（扫码 ticket、公众号 code 或 wechatId 之一） */
        put: operations["bindWechat"];
        post?: never;
        /** 解除微信绑定 */
        delete: operations["unbindWechat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未读的公告与订单状态通知（最多 20 条） */
        get: operations["listNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/notices/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 标记通知已读 */
        put: operations["readNotices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 消息中心：会员的全部消息（最新在前），可只看未读或某一类 */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未读消息数（铃铛上的数字） */
        get: operations["countUnreadMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 标记一条消息已读（对该会员在所有浏览器上生效） */
        put: operations["readMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/messages/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 全部已读（须确认的公告除外，它们只能逐条「我已阅读」） */
        put: operations["readAllMessages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/supply-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** BioLegend 供货须知：该会员是否须确认、何时确认过（商城保存，任何浏览器都一样） */
        get: operations["getSupplyNotice"];
        /** 确认 BioLegend 供货须知（我已知晓）；再次确认保留第一次的时间 */
        put: operations["acknowledgeSupplyNotice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 购物车 */
        get: operations["getCart"];
        put?: never;
        /** 加入购物车（数量累加到已有行） */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v2/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 购物车（v2；店铺不调用，见 docs/api.md §11） */
        get: operations["getCartV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除购物车行（一个或多个 matlId，用逗号连接；全部或都不删） */
        delete: operations["deleteCartLines"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts/multi/selected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 批量勾选 */
        put: operations["selectCartLines"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts/{matlId}/selected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 勾选一行 */
        put: operations["selectCartLine"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts/{matlId}/quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改数量（1–9999） */
        put: operations["setCartQuantity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 快速下单 / 再次购买：按货号和数量检查（dryRun）或加入购物车
         * @description A line with a bad quantity is reported as `badQuantity` in `results`, not refused with 400. A line's `catalogNo` may also be a CAS number or a product's exact name or synonym (§4 Quick order by CAS or name); one orderable pack size is taken as if its catalogue number were typed, several are offered as `choose` with `candidates`.
         */
        post: operations["cartBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/carts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 导出购物车（CSV，UTF-8 BOM，公式样单元格加前导单引号） */
        get: operations["exportCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/manufacturers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 品牌 */
        get: operations["listManufacturers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/manufacturers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 品牌详情 */
        get: operations["getManufacturer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品搜索 */
        get: operations["listMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品详情（已下架的也可查看） */
        get: operations["getMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/keyword/relate-manufacturer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 品牌筛选项及数量 */
        get: operations["brandFacet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/structure-index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 结构式搜索索引（每个有结构式的在售化学品一条；ETag 为 version，If-None-Match 相同则 304） */
        get: operations["getStructureIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/tags/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 标签（无参数：全部；带筛选：标签筛选项） */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 标签 */
        get: operations["getTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/{id}/coa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按商品和批号查 COA（也查同一产品的其他规格） */
        get: operations["getMaterialCoa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/scm/coas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 查 COA：证书编号，或批号加品牌 */
        get: operations["searchCoas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/scm/coas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一份 COA（验收单上的 COA 二维码指向它的 PDF：扫码查找据此找到商品与批号） */
        get: operations["getCoa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/scm/coas/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** COA 报告 PDF */
        get: operations["coaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/dict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 字典 */
        get: operations["getDict"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 资料下载（最新在前） */
        get: operations["listDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/downloads/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 资料 PDF */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v1/images/{kind}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 商品、品牌、标签图片与结构式图片（仅模拟商城；真实后端给 CDN 的绝对地址） */
        get: operations["catalogueImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单（最新在前） */
        get: operations["listOrders"];
        put?: never;
        /** 提交订单（购物车中选中的行，或 matlIds） */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 结算预览：金额、经费、是否需要审批（默认购物车中选中的行） */
        post: operations["previewOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v2/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单详情 */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 销售合同 PDF */
        get: operations["orderContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/status/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 各状态订单数（全部在前，然后九种状态，共十项） */
        get: operations["orderStatusCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 取消订单（待审批、已驳回、待审核、待付款；占用的经费金额释放；已收款的原路退款，§17） */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/stock-outs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发货单 */
        get: operations["getStockOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/stock-outs/{id}/sfroute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 顺丰物流轨迹 */
        get: operations["getStockOutRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/member/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票抬头（默认在前，然后最新） */
        get: operations["listInvoiceProfiles"];
        put?: never;
        /** 新增（无 _id）或修改（带 _id，未发送的字段保持原值）发票抬头 */
        post: operations["saveInvoiceProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/member/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票抬头 */
        get: operations["getInvoiceProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/member/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除发票抬头（已开发票保留快照） */
        delete: operations["deleteInvoiceProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/member/invoices/{id}/is-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 设为默认发票抬头 */
        put: operations["setDefaultInvoiceProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/member/invoice/reissue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 申请重开发票（仅已开票） */
        post: operations["reissueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票（最新申请在前） */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票 */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/invoice/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发票详情（含订单和商品行） */
        get: operations["getInvoiceDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/invoice/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 下载发票（pdf、ofd、xml） */
        post: operations["downloadInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/procurement-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 采购设置（审批规则、经费、收货；账号内任何会员可读） */
        get: operations["getProcurementSettings"];
        /** 修改采购设置（整体替换；仅主账号） */
        put: operations["updateProcurementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/reimbursement-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报销规则（合同金额、固定资产单价、化整为零期限；账号内任何会员可读；未设置时为高校常见默认值） */
        get: operations["getReimbursementRules"];
        /** 修改报销规则（整体替换；仅主账号，子账号 10099） */
        put: operations["updateReimbursementRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/credit-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业的结算方式与信用额度（月结 / 现结、账期、额度、已用、可用、本月到期；账号内任何会员可读） */
        get: operations["getCreditTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 经费（主账号：全部；子账号：可使用的启用经费；最新在前，最多 50 个） */
        get: operations["listFunds"];
        put?: never;
        /** 登记经费（仅主账号） */
        post: operations["createFund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/funds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 经费详情与其订单（子账号无权使用的经费为 404） */
        get: operations["getFund"];
        /** 修改经费（整体替换；仅主账号） */
        put: operations["updateFund"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/approvals/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 待当前会员审批的订单数（不审批的会员为 0） */
        get: operations["countApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 批准订单（可调低数量；订单转为待审核，经费金额占用） */
        put: operations["approveOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 驳回订单（释放经费的待审批金额） */
        put: operations["rejectOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 重新提交已驳回的订单（仅下单人；重新判断是否需要审批） */
        put: operations["resubmitOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/receivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可以收货的人（主账号与启用的子账号） */
        get: operations["listReceivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/stock-outs/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 确认收货（收货人、日期、逐行数量与批号） */
        post: operations["confirmReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/acceptance-slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 验收单 PDF（YSD-订单号） */
        get: operations["getAcceptanceSlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/bottle-labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 瓶签 PDF：收货后每瓶一张（品名、货号、规格、批号、CAS、有效期、GHS 象形图、管制类别、二维码），docs/api.md §14 */
        get: operations["getBottleLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/supply-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 供货单 Excel（.xlsx，每个收货批号一行，供试剂管理系统导入），docs/api.md §14 */
        get: operations["getSupplySheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/reimbursement/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 报销附件清单 PDF（报销材料包的封面，docs/api.md §14）
         * @description The shop sends what it gathered for each order (the files it packed, what is missing and why); the mall adds what it knows of each order (number, date, amounts, fund, 采购单号, invoice numbers) and draws the Chinese PDF (the shop has no CJK font).
         */
        post: operations["reimbursementCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/after-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 订单的售后申请（最新在前） */
        get: operations["listAfterSales"];
        put?: never;
        /**
         * 申请售后（multipart/form-data，最多 6 张图片）
         * @description The body is `multipart/form-data`, not JSON: the fake mall's schema check (mocks/validation.ts) reads
         *     JSON bodies only, so the handler checks these fields itself and answers 400 with the same Chinese
         *     messages (`<字段>不能为空` …); photos it refuses answer 10122.
         */
        post: operations["createAfterSales"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/after-sales/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 撤回售后申请（处理完毕前） */
        put: operations["withdrawAfterSales"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/after-sales/{id}/photos/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 售后申请的第 n 张图片（从 0 开始，原样返回） */
        get: operations["getAfterSalesPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报价单（最新在前；主账号看到整个账号的，子账号只看到自己询价的） */
        get: operations["listQuotes"];
        put?: never;
        /** 询价（目录商品立即按量报价；目录外商品待商城报价） */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报价单详情 */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/quotes/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 拒绝报价（待报价或已报价） */
        put: operations["declineQuote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/quotes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 报价单 PDF（报价单-报价单号.pdf，单号即 quoteNo） */
        get: operations["getQuotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/payment/transfer-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 对公转账的收款账户 */
        get: operations["getTransferAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/payment-receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传付款凭证（multipart/form-data，字段 file）
         * @description The body is `multipart/form-data`, not JSON: the fake mall's schema check (mocks/validation.ts) reads
         *     JSON bodies only, so the handler checks the field itself: no file answers 400 `请选择付款凭证`; a file
         *     it refuses (type, size, more than 5 on the order) answers 10140; an order that is not to be paid, 10141.
         *     A receipt helps the mall's finance find a transfer; it does not pay the order.
         */
        post: operations["uploadPaymentReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/orders/{id}/payment-receipts/{receiptId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 付款凭证文件（原样返回，类型为其 contentType） */
        get: operations["getPaymentReceipt"];
        put?: never;
        post?: never;
        /** 删除付款凭证（订单付清前） */
        delete: operations["deletePaymentReceipt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 对账单月份（近 12 个月中有送达订单或退款的月份，最新在前） */
        get: operations["listStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 某月对账单（可按经费筛选；子账号只看到自己订单的行） */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/statements/{month}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 确认对账单（仅主账号；已出账、没有待处理的异议） */
        put: operations["confirmStatement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/statements/{month}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 对某一订单提出异议（仅主账号；每个订单同时只有一个待处理的异议） */
        post: operations["createStatementDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/statements/{month}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 对账单 PDF（DZD-yyyyMM；可按经费筛选） */
        get: operations["getStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/invoice/invoiceable-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可合并开票的订单（已完成、未开票或只在已重开的发票中；最近完成在前） */
        get: operations["listInvoiceableOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/v1/invoice/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 合并开票申请（多个已完成订单开一张发票） */
        post: operations["applyConsolidatedInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/qualifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业资质（最新在前，最多 20 个；子账号只读） */
        get: operations["listQualifications"];
        put?: never;
        /**
         * 上传资质（仅主账号；multipart/form-data，审核中）
         * @description The body is `multipart/form-data`, not JSON: the fake mall's schema check (mocks/validation.ts) reads
         *     JSON bodies only, so the handler checks the fields itself and answers 400 with the texts of docs/api.md §21
         *     (`请选择资质类型`, `证件编号不能为空`, `发证机关不能为空`, `请选择许可范围`, `许可范围与资质类型不符`,
         *     `有效期结束日期不能早于开始日期`, `资质已过期，请上传有效期内的资质`, `许可数量须大于 0`, `CAS 号格式不正确`);
         *     a sub-account answers 10170, a file it refuses 10171, a 21st qualification 10175. `classes`, `substances`
         *     and `limits` are JSON arrays written as text fields; `substances` and `limits` may be left out (= `[]`).
         */
        post: operations["createQualification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/qualifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除资质（仅主账号） */
        delete: operations["deleteQualification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/qualifications/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 资质文件（原样返回，类型为上传时的类型） */
        get: operations["getQualificationFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/{id}/sds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 化学品安全技术说明书 PDF（SDS-货号.pdf；404 商品不存在 / 该商品暂无安全技术说明书） */
        get: operations["getMaterialSds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/materials/{id}/datasheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 产品说明书 PDF（Datasheet-货号.pdf） */
        get: operations["getMaterialDatasheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/buying-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 常购清单（自己的在前，然后是其他成员共享的；最近修改在前） */
        get: operations["listBuyingLists"];
        put?: never;
        /** 新建清单（可带商品） */
        post: operations["createBuyingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/buying-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 清单（自己的，或本账号其他成员共享的） */
        get: operations["getBuyingList"];
        /** 改名、共享（仅创建人） */
        put: operations["updateBuyingList"];
        post?: never;
        /** 删除清单（仅创建人） */
        delete: operations["deleteBuyingList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/buying-lists/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 加入清单（已有的商品数量相加；仅创建人） */
        post: operations["addBuyingListLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/buying-lists/{id}/lines/{matlId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改清单中商品的数量（仅创建人） */
        put: operations["updateBuyingListLine"];
        post?: never;
        /** 从清单中删除商品（仅创建人） */
        delete: operations["deleteBuyingListLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/buying-lists/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按货号和数量导入清单（与快速下单相同的检查；可用和缺货的行加入清单）
         * @description A line with a bad quantity is reported as `badQuantity` in `results`, not refused with 400 (as carts/batch).
         */
        post: operations["importBuyingListLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/buying-lists/{id}/to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 清单加入购物车（默认全部行；与再次购买相同的报告） */
        post: operations["buyingListToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/restock-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 到货提醒（等待中在前，然后是已到货；最新在前；30 天前到货的不列出） */
        get: operations["listRestockAlerts"];
        put?: never;
        /** 设置到货提醒（缺货或期货的商品；已有等待中的提醒时原样返回） */
        post: operations["createRestockAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/restock-alerts/{matlId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 取消到货提醒（404 未设置该商品的到货提醒） */
        delete: operations["deleteRestockAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/restock-alerts/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 到货提醒数量（顶栏） */
        get: operations["countRestockAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/member/restock-alerts/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 已到货的提醒全部标记为已看过 */
        put: operations["markRestockAlertsSeen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mall/v1/service/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 客服留言（访客或会员；非工作时间由小助手的转人工提供；answerBy 为下一个工作时间的开始） */
        post: operations["createServiceMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** 报销附件清单的内容 */
        ReimbursementCoverInput: {
            /** 范围 */
            scope: string;
            /** 订单 */
            orders: components["schemas"]["ReimbursementCoverOrder"][];
        };
        /** 缺少的文件 */
        ReimbursementMissingItem: {
            /** 文件 */
            name: string;
            /** 原因 */
            reason: string;
        };
        /** 清单中的订单 */
        ReimbursementCoverOrder: {
            /** 订单编号 */
            orderId: string;
            /** 文件 */
            files: string[];
            /** 缺少的文件 */
            missing: components["schemas"]["ReimbursementMissingItem"][];
        };
        /** @description 每个 JSON 应答的信封 */
        Envelope: {
            /** @description 0 成功；400、401、404、500 与 HTTP 状态相同；1xxxx 见 ErrorCode */
            code: number;
            /** @description 简体中文，可直接展示给用户 */
            msg: string;
            data: unknown;
        };
        /** @description 成功：code 0，msg 为 success 或中文确认 */
        SuccessEnvelope: components["schemas"]["Envelope"] & {
            /** @constant */
            code: 0;
        };
        /** @description HTTP 4xx/5xx 的应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            code: number;
            data: null;
        };
        /** @description 业务拒绝：HTTP 200，code 为 ErrorCode 之一，data 为 null */
        Refusal: components["schemas"]["Envelope"] & {
            code: components["schemas"]["ErrorCode"];
            data: null;
        };
        /** @description 业务拒绝的错误码（HTTP 200，code ≠ 0；docs/api.md §9） */
        ErrorCode: 10002 | 10003 | 10005 | 10006 | 10007 | 10008 | 10009 | 10010 | 10011 | 10012 | 10013 | 10014 | 10015 | 10020 | 10021 | 10030 | 10031 | 10032 | 10033 | 10034 | 10035 | 10040 | 10041 | 10042 | 10043 | 10050 | 10051 | 10052 | 10053 | 10054 | 10060 | 10070 | 10071 | 10072 | 10073 | 10080 | 10081 | 10082 | 10083 | 10090 | 10091 | 10092 | 10093 | 10094 | 10095 | 10096 | 10097 | 10098 | 10099 | 10100 | 10110 | 10111 | 10112 | 10113 | 10114 | 10115 | 10120 | 10121 | 10122 | 10130 | 10131 | 10132 | 10133 | 10140 | 10141 | 10150 | 10151 | 10152 | 10160 | 10161 | 10162 | 10163 | 10170 | 10171 | 10172 | 10173 | 10174 | 10175 | 10180 | 10181 | 10190 | 10191 | 10403 | 10404 | 10429;
        /** @description 分页：`page` 从 1 开始，`pageSize` 1–100；超出末页时 list 为空、total 正确 */
        Page: {
            list: unknown[];
            total: number;
            page: number;
            pageSize: number;
        };
        /**
         * @description 24 位十六进制编号
         * @example 66a000000000000000000001
         */
        Id: string;
        /**
         * @description ISO-8601，带 +08:00，精确到秒
         * @example 2026-11-21T10:00:00+08:00
         */
        DateTime: string;
        /**
         * @description `YYYY-MM-DD`（中国日期）
         * @example 2026-11-24
         */
        ChinaDate: string;
        /** @description `YYYY-MM-DD,YYYY-MM-DD`（中国日期，含两端，开始不晚于结束） */
        DateRange: string;
        /** @description 元，最多两位小数（128.5 = ¥128.50） */
        Money: number;
        /** 数量 */
        Quantity: number;
        /**
         * @description 11 位中国大陆手机号
         * @example 13800000001
         */
        Cellphone: string;
        /**
         * 手机号
         * @description 11 位手机号；服务端去掉空格、-、括号、+86/0086/86 前缀，全角数字转半角
         */
        PhoneInput: string;
        /**
         * 验证码
         * @description 6 位数字
         */
        SmsCodeInput: string;
        /**
         * 密码
         * @description 8–20 位，不含空格，字母、数字、符号至少两种
         */
        PasswordInput: string;
        /** @description 姓名（src/shared/lib/person-name.ts 的规则） */
        PersonName: string;
        /**
         * @description 统一社会信用代码（GB 32100-2015，含校验位）
         * @example 91350100M000100Y43
         */
        CreditCode: string;
        /** @enum {string} */
        OrgType: "高校" | "科研院所" | "医院" | "企业" | "其他";
        /** @enum {string} */
        Category: "antibody" | "elisa" | "cytokine" | "reagent" | "consumable";
        /**
         * @description 待审批（§13）、待审核、待付款、待发货、部分发货、待收货、已完成、已取消、已驳回（§13）
         * @enum {string}
         */
        OrderStatus: "pendingApproval" | "pendingReview" | "pendingPayment" | "pendingShipment" | "partiallyShipped" | "pendingReceipt" | "completed" | "cancelled" | "rejected";
        /**
         * @description 开票中、已开票、重开中、已重开、重开已驳回、红冲中（红字确认单已提交）、已红冲（红字发票已开具，原发票作废）
         * @enum {string}
         */
        InvoiceStatus: "applying" | "issued" | "reissuing" | "reissued" | "rejected" | "redLettering" | "redLettered";
        /**
         * @description special 增值税专用发票，normal 增值税普通发票
         * @enum {string}
         */
        InvoiceType: "special" | "normal";
        /** @enum {unknown} */
        ColdChain: "干冰" | "冰袋" | null;
        /** @description 图片：绝对 URL（CDN），或 API 源上的路径（模拟商城：/common/v1/images/…） */
        Image: string;
        Tokens: {
            accessToken: string;
            /** @description 新的 refreshToken（轮换）；没有时保留原来的 */
            refreshToken?: string;
        };
        AccountChoice: {
            _id: components["schemas"]["Id"];
            /** @example 138****0001 */
            cellphone: string;
            contactName: string;
            companyName: string;
            coName: string;
            isSubAccount: boolean;
        };
        LoginResult: {
            accessToken: string;
            refreshToken: string;
            member: components["schemas"]["AccountChoice"];
        } | {
            ticket: string;
            accounts: components["schemas"]["AccountChoice"][];
        } | {
            ticket: string;
            /** @constant */
            needBind: true;
        };
        CompanyInfo: {
            _id: components["schemas"]["Id"];
            name: string;
            coName: string;
            creditCode: components["schemas"]["CreditCode"];
            address: string;
            contactName: components["schemas"]["PersonName"];
            orgType: components["schemas"]["OrgType"];
        };
        /** @description 从不含密码、子账号登录名、状态 */
        MemberInfo: {
            _id: components["schemas"]["Id"];
            cellphone: components["schemas"]["Cellphone"];
            wechatId?: string;
            /** @description 仅子账号 */
            parentMbrId?: components["schemas"]["Id"];
            /** @description 可审批本账号的订单（§13）：已完善企业信息的主账号；或主账号在采购审批中指定、启用中的子账号（经费负责人总在其中） */
            mayApprove: boolean;
            /** @description 仅子账号：主账号的姓名（管理资质、经费的人，§21 的提示里说请联系谁） */
            ownerName?: string;
            isBLGDistributor: boolean;
            contactName?: string;
            email?: string;
            /** @description 完善企业信息前为 {}；子账号看到主账号的 */
            companyInfo: components["schemas"]["CompanyInfo"] | Record<string, never>;
        };
        CompanyInput: {
            /** 企业名称 */
            name: string;
            /** 企业简称 */
            coName?: string;
            /**
             * 统一社会信用代码
             * @description 服务端去空格、转大写、全角转半角后校验
             */
            creditCode: string;
            /** 企业地址 */
            address?: string;
            /** 联系人 */
            contactName: string;
            /**
             * 单位类型
             * @enum {string}
             */
            orgType: "高校" | "科研院所" | "医院" | "企业" | "其他";
        };
        TycCompany: {
            name: string;
            creditCode: components["schemas"]["CreditCode"];
            legalPerson: string;
            /** @constant */
            regStatus: "存续";
            address: string;
        };
        AddressInput: {
            /** 收货人 */
            receiver?: string;
            /** 手机号 */
            cellphone?: string;
            /**
             * 省份编码
             * @description 6 位行政区划代码
             */
            provinceCode?: string;
            /** 城市编码 */
            cityCode?: string;
            /**
             * 区县编码
             * @description 只有两级地区时为空
             */
            districtCode?: string;
            /** 所在地区 */
            regionNames?: string[];
            /** 详细地址 */
            detail?: string;
            /**
             * 邮编
             * @description 6 位数字
             */
            postcode?: string;
            /** 默认地址 */
            isDefault?: boolean;
        };
        Address: {
            _id: components["schemas"]["Id"];
            receiver: components["schemas"]["PersonName"];
            cellphone: components["schemas"]["Cellphone"];
            provinceCode: string;
            cityCode: string;
            districtCode: string;
            regionNames: string[];
            detail: string;
            postcode?: string;
            isDefault: boolean;
            createdAt: components["schemas"]["DateTime"];
            /** @description 地区名称加详细地址 */
            fullAddress: string;
        };
        OrderAddress: {
            _id: components["schemas"]["Id"];
            receiver: string;
            cellphone: components["schemas"]["Cellphone"];
            provinceCode: string;
            cityCode: string;
            districtCode: string;
            regionNames: string[];
            detail: string;
            postcode?: string;
        };
        SubMemberInput: {
            /** 姓名 */
            name?: string;
            /** 手机号 */
            cellphone?: string;
            /**
             * 子账号
             * @description 4–32 位小写字母、数字、下划线或短横线
             */
            account?: string;
            /**
             * 密码
             * @description 8–20 位；修改时仅用于重置
             */
            password?: string;
            /** 部门 */
            department?: string;
            /** 启用状态 */
            enabled?: boolean;
            /** 默认子账号 */
            isDefault?: boolean;
        };
        SubMember: {
            _id: components["schemas"]["Id"];
            /** @description 主账号 */
            memberId: components["schemas"]["Id"];
            /** @description 子账号的会员 _id */
            subMbrId: components["schemas"]["Id"];
            name: string;
            cellphone: components["schemas"]["Cellphone"];
            account: string;
            department: string;
            isDefault: boolean;
            enabled: boolean;
            createdAt: components["schemas"]["DateTime"];
            wechatBound: boolean;
        };
        MemberNotice: {
            _id: components["schemas"]["Id"];
            kind: components["schemas"]["MessageKind"];
            title: string;
            /** @description 纯文本，段落以 \n 分隔 */
            content: string;
            mustRead: boolean;
            createdAt: components["schemas"]["DateTime"];
            /** @description 该会员是否已读（商城保存） */
            read: boolean;
            /** @description 消息指向的对象；approval 指向待审批的订单，statement 的 id 是月份 YYYY-MM */
            link?: {
                /** @enum {string} */
                type: "order" | "material" | "statement" | "quote";
                id: string;
            };
            /** @description 仅 orderStatus */
            order?: {
                _id: components["schemas"]["Id"];
                orderNo: components["schemas"]["OrderNo"];
                status: components["schemas"]["OrderStatus"];
                statusLabel: string;
            };
            /** @description 仅 restock（§24） */
            material?: {
                _id: components["schemas"]["Id"];
                catalogNo: string;
                name: string;
                spec: string;
            };
        };
        /**
         * @description 商城公告、订单状态变化、待我审批、到货提醒、对账单出账、询价已报价
         * @enum {string}
         */
        MessageKind: "announcement" | "orderStatus" | "approval" | "restock" | "statement" | "quote";
        SupplyNoticeState: {
            /** @description 须确认（非 BioLegend 授权经销商） */
            required: boolean;
            acknowledgedAt: components["schemas"]["DateTime"] | null;
        };
        CartLine: {
            matlId: components["schemas"]["Id"];
            quantity: components["schemas"]["Quantity"];
            selected: boolean;
            addedAt: components["schemas"]["DateTime"];
            catalogNo: string;
            name: string;
            nameEn: string;
            image?: components["schemas"]["Image"];
            spec: string;
            unit: string;
            price: components["schemas"]["Money"];
            stock: number;
            leadDays: number;
            mfrId: string;
            mfrName: string;
            shipping: string;
            shippingCondition: components["schemas"]["ShippingCondition"];
            /** @description 危险性（§20）；无 GHS 分类时为 null */
            hazard: components["schemas"]["Hazard"] | null;
            /** @description 有安全技术说明书（§22） */
            hasSds: boolean;
            compliance: components["schemas"]["LineCompliance"];
            /** @description false：已下架，或缺货且无货期；不勾选、不计数、不下单 */
            available: boolean;
            /** @description 已下架或已不在目录中 */
            offShelf: boolean;
            terms?: components["schemas"]["PriceTerms"];
            /** @description 登录企业按本行数量的成交单价（协议价、阶梯价已计入，§5）；无协议条款时等于 price */
            unitPrice?: components["schemas"]["Money"];
        };
        CartInfo: {
            itemCounts: number;
            list: components["schemas"]["CartLine"][];
            selectedCount: number;
            selectedAmount: components["schemas"]["Money"];
        };
        BatchResult: {
            index: number;
            catalogNo: string;
            quantity: number;
            /** @enum {string} */
            status: "ok" | "unknown" | "offShelf" | "unavailable" | "badQuantity" | "choose";
            message: string;
            /** @description 仅 status=choose：该 CAS 号或名称对应的多个在售规格（可下单的在前，最多 20 个），由用户选择（§4） */
            candidates?: components["schemas"]["BatchCandidate"][];
            matlId?: components["schemas"]["Id"];
            name?: string;
            spec?: string;
            mfrName?: string;
            price?: components["schemas"]["Money"];
            stock?: number;
            leadDays?: number;
            /** @description 有 matlId 时（§20） */
            shippingCondition?: components["schemas"]["ShippingCondition"];
            /** @description 有 matlId 时（§20） */
            hazard?: components["schemas"]["Hazard"] | null;
            /** @description 有 matlId 时（§22） */
            hasSds?: boolean;
            /** @description 有 matlId 且登录企业有协议条款时（§5） */
            terms?: components["schemas"]["PriceTerms"];
            /** @description 有 matlId 时：计量单位（瓶、盒、包…），起订量与倍数的提示用它（§5） */
            unit?: string;
        };
        BatchCandidate: {
            matlId: components["schemas"]["Id"];
            catalogNo: string;
            name: string;
            spec: string;
            mfrName: string;
            price: components["schemas"]["Money"];
            stock: number;
            leadDays: number;
            /** @description 登录企业有协议条款时（§5） */
            terms?: components["schemas"]["PriceTerms"];
            /** @description 计量单位（瓶、盒、包…）（§5） */
            unit?: string;
        };
        TagRef: {
            _id: components["schemas"]["Id"];
            name: string;
            /** @description antd 颜色名 */
            color: string;
            image?: components["schemas"]["Image"];
        };
        Tag: components["schemas"]["TagRef"] & {
            description: string;
            sort: number;
            materialCount: number;
        };
        Manufacturer: {
            _id: components["schemas"]["Id"];
            name: string;
            nameEn: string;
            country: string;
            isAuthorizedDealer: boolean;
            description: string;
            logoText: string;
            website: string;
            sort: number;
            materialCount: number;
            image?: components["schemas"]["Image"];
        };
        ManufacturerDetail: components["schemas"]["Manufacturer"] & {
            topTags: (components["schemas"]["TagRef"] & {
                count: number;
            })[];
            categories: {
                category: components["schemas"]["Category"];
                label: string;
                count: number;
            }[];
        };
        MaterialSummary: {
            _id: components["schemas"]["Id"];
            productNo: string;
            catalogNo: string;
            name: string;
            nameEn: string;
            image?: components["schemas"]["Image"];
            category: components["schemas"]["Category"];
            /** @enum {string} */
            categoryLabel: "抗体" | "ELISA 试剂盒" | "细胞因子" | "试剂" | "耗材";
            mfrId: components["schemas"]["Id"];
            mfrName: string;
            mfrNameEn: string;
            tags: components["schemas"]["TagRef"][];
            /** @description 规格（100 µg、96T） */
            spec: string;
            unit: string;
            price: components["schemas"]["Money"];
            stock: number;
            inStock: boolean;
            /** @description 缺货时的发货工作日（期货）；库存 0 且 leadDays 0 为缺货，不能下单 */
            leadDays: number;
            storage: string;
            /** @enum {string} */
            shipping: "常温" | "冰袋" | "干冰";
            /** @description shipping 的机器值（§20） */
            shippingCondition: components["schemas"]["ShippingCondition"];
            /** @description 危险性（§20）；无 GHS 分类（抗体、试剂盒、耗材、无害试剂）时为 null */
            hazard: components["schemas"]["Hazard"] | null;
            /** @description 有 CAS 号的试剂：有安全技术说明书（§22） */
            hasSds: boolean;
            cas?: string;
            /** @description 该规格包装的 GTIN-14（GS1 AI 01，标签上的 GS1 DataMatrix 所载）；没有时不给（§5 GTIN） */
            gtin?: string;
            /**
             * @description 纯度：产品所述的纯度（≥99%、≥98%）；生物制品、耗材与未说明的没有
             * @example ≥99%
             */
            purity?: string;
            /**
             * @description 规格等级：化学品的等级（分析纯 (AR)、优级纯 (GR)、生物试剂 (BR)、BioReagent、细胞培养级）；没有时不给
             * @example 分析纯 (AR)
             */
            grade?: string;
            host?: string;
            clone?: string;
            reactivity?: string[];
            conjugate?: string;
            applications?: string[];
            /** @description 别名与缩写（乙醇、酒精、EtOH；DMSO），搜索时与名称同等对待（§5） */
            synonyms?: string[];
            /** @description 化学品的结构式（SMILES，§5 Structures）；生物制品、耗材、混合物与聚合物没有 */
            smiles?: string;
            /** @description smiles 的 OpenChemLib 规范 idcode（与 smiles 同在同缺） */
            idcode?: string;
            /** @description 结构式图片（SVG，OpenChemLib 绘制，与结构式搜索结果同一画法；与 smiles 同在同缺）：绝对 URL 或 API 源上的路径（模拟商城：/common/v1/images/structure/<id>.svg） */
            structureImage?: components["schemas"]["Image"];
            /** @description 仅 group=product：该产品符合筛选条件的全部在售规格，价格升序；行本身是其中最匹配的一个规格（§5） */
            packs?: components["schemas"]["PackSize"][];
            terms?: components["schemas"]["PriceTerms"];
            sales: number;
            createdAt: components["schemas"]["DateTime"];
            offShelf: boolean;
        };
        StructureIndex: {
            /** @description 索引内容的散列；内容不变则不变 */
            version: string;
            entries: {
                id: components["schemas"]["Id"];
                idcode: string;
                /** @description OpenChemLib 的 FFP512 索引（SSSearcherWithIndex.createIndex 的 16 个 32 位整数），以 getHexStringFromIndex 编码 */
                fingerprint: string;
            }[];
        };
        PackSize: {
            _id: components["schemas"]["Id"];
            catalogNo: string;
            spec: string;
            unit: string;
            price: components["schemas"]["Money"];
            stock: number;
            inStock: boolean;
            leadDays: number;
            terms?: components["schemas"]["PriceTerms"];
        };
        MaterialDetail: components["schemas"]["MaterialSummary"] & {
            description: string;
            /**
             * @description 当前会员的到货提醒（§24）；未登录时为 null
             * @enum {unknown}
             */
            restockAlert: "waiting" | "arrived" | null;
            manufacturer: null | {
                _id: components["schemas"]["Id"];
                name: string;
                nameEn: string;
                country: string;
                logoText: string;
                isAuthorizedDealer: boolean;
                image?: components["schemas"]["Image"];
            };
            /** @description 同一产品的全部规格（含本规格），价格升序 */
            siblings: {
                _id: components["schemas"]["Id"];
                catalogNo: string;
                spec: string;
                unit: string;
                price: components["schemas"]["Money"];
                stock: number;
                inStock: boolean;
                leadDays: number;
                offShelf: boolean;
                current: boolean;
                terms?: components["schemas"]["PriceTerms"];
            }[];
            coaLots: {
                _id: components["schemas"]["Id"];
                sn: string;
                lot: string;
                matlId: components["schemas"]["Id"];
                manufacturedAt: string;
                expiresAt: string;
            }[];
        };
        BrandFacet: {
            _id: components["schemas"]["Id"];
            name: string;
            nameEn: string;
            count: number;
        };
        Coa: {
            _id: components["schemas"]["Id"];
            /** @example COA2024A00123 */
            sn: string;
            lot: string;
            matlId: components["schemas"]["Id"];
            catalogNo: string;
            materialName: string;
            mfrId: components["schemas"]["Id"];
            mfrName: string;
            manufacturedAt: string;
            expiresAt: string;
            fileName: string;
            items: {
                name: string;
                standard: string;
                result: string;
            }[];
            conclusion: string;
        };
        DictItem: {
            label: string;
            value: string;
            remark?: string;
        };
        DownloadItem: {
            _id: string;
            title: string;
            /** @enum {string} */
            kind: "brochure" | "presentation" | "guide";
            fileName: string;
            /** @description 字节 */
            size: number;
            updatedAt: components["schemas"]["DateTime"];
        };
        /**
         * @description SO + yyMMdd + 当天 4 位序号
         * @example SO2611210063
         */
        OrderNo: string;
        OrderInput: {
            /** 收货地址 */
            addressId: string;
            /**
             * 发票抬头
             * @description 需要发票时
             */
            invoiceProfileId?: string;
            /** 订单备注 */
            remark?: string;
            /** 采购单号 */
            poNo?: string;
            /**
             * matlIds
             * @description 默认：购物车中选中的行
             */
            matlIds?: string[];
            /**
             * expected
             * @description 买家看到的价格和数量：当前价格（10014）或购物车数量（10015）不同时拒绝
             */
            expected?: {
                matlId: string;
                price: number;
                quantity?: number;
            }[];
            /**
             * 请求标识
             * @description 每次提交一个；重复的 key 返回同一订单（replayed）
             */
            idempotencyKey?: string;
            /**
             * 经费
             * @description 本单使用的经费（§13）；requireFund 时必选
             */
            fundId?: string;
            /**
             * 报价单
             * @description 按报价单下单（§16）：商品为报价单中已报价的行及其数量和报价，不读也不改购物车，matlIds 被忽略；expected 与报价比较。404 报价单不存在；10132
             */
            quoteId?: string;
            purposes?: components["schemas"]["PurposeInput"];
        };
        OrderItem: {
            matlId: components["schemas"]["Id"];
            catalogNo: string;
            name: string;
            spec: string;
            mfrName: string;
            price: components["schemas"]["Money"];
            quantity: components["schemas"]["Quantity"];
            shippedQty: number;
            /** @description 下单时的运输条件（§20） */
            shippingCondition: components["schemas"]["ShippingCondition"];
            /** @description 管制类别（§21；不含 hazardous） */
            controls: components["schemas"]["ControlClass"][];
            /** @description 有安全技术说明书（§22） */
            hasSds: boolean;
        };
        OrderSummary: {
            _id: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            status: components["schemas"]["OrderStatus"];
            /** @enum {string} */
            statusLabel: "待审批" | "待审核" | "待付款" | "待发货" | "部分发货" | "待收货" | "已完成" | "已取消" | "已驳回";
            createdAt: components["schemas"]["DateTime"];
            goodsAmount: components["schemas"]["Money"];
            /** @description 商品满 ¥500 免运费，否则 ¥15 */
            freight: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
        };
        OrderListItem: components["schemas"]["OrderSummary"] & {
            /** @description 干冰费（§20）：每个干冰发货 ¥80；amount 已含 */
            coldChainFee: components["schemas"]["Money"];
            itemCount: number;
            totalQuantity: number;
            items: components["schemas"]["OrderItem"][];
            receiver: string;
            poNo: string;
            remark: string;
            /** @description 下单的子账号 */
            placedBy: components["schemas"]["Id"] | null;
            placedByName: string;
            hasInvoice: boolean;
            stockOutCount: number;
            canCancel: boolean;
            /** @description 本单使用的经费名称（§13） */
            fundName: string | null;
            /** @description 本单使用的经费及其可用余额（§13） */
            fund: {
                _id: components["schemas"]["Id"];
                name: string;
                /** @description 可用余额 = 预算 − 已占用 − 待审批 */
                available: number;
                /** @description 本单待审批时批准后的可用余额；否则 null */
                afterApproval: number | null;
            } | null;
            /** @description 待当前会员审批 */
            awaitingMyApproval: boolean;
            /** @description 待收货或部分发货的订单有发货单待当前成员确认收货（§14：与发货单的 canReceive 同一规则） */
            canReceive: boolean;
            /** @description 已驳回且当前成员是下单人（§13，与订单详情的 canResubmit 相同） */
            canResubmit: boolean;
            /** @description 付款状态（§17）；待审批、已驳回的订单及未收过款的已取消订单为 null */
            paymentStatus: components["schemas"]["PaymentStatus"] | null;
            /** @description 商城已收到的金额（§17），未收款为 0 */
            amountPaid: components["schemas"]["Money"];
        };
        InvoiceProfileSnapshot: {
            _id: components["schemas"]["Id"];
            type: components["schemas"]["InvoiceType"];
            /** @enum {string} */
            titleType: "company" | "personal";
            title: string;
            taxNo: string;
            regAddress: string;
            regPhone: string;
            bankName: string;
            bankAccount: string;
            email: string;
        };
        RouteEvent: {
            time: components["schemas"]["DateTime"];
            place: string;
            remark: string;
            /** @enum {string} */
            phase: "已揽收" | "运输中" | "派送中" | "已签收" | "异常";
        };
        StockOutItem: {
            matlId: components["schemas"]["Id"];
            catalogNo: string;
            name: string;
            spec: string;
            quantity: number;
            lot: string;
        };
        StockOutSummary: {
            _id: components["schemas"]["Id"];
            stockOutNo: string;
            /** @example 顺丰速运 */
            courier: string;
            trackingNo: string;
            shippedAt: components["schemas"]["DateTime"];
            coldChain: components["schemas"]["ColdChain"];
            signedAt: components["schemas"]["DateTime"] | null;
            /** @description 最新轨迹阶段；签收后为已签收；无轨迹时为待揽收 */
            phase: string;
            latestRoute: components["schemas"]["RouteEvent"] | null;
            itemCount: number;
            totalQuantity: number;
            items: components["schemas"]["StockOutItem"][];
            /** @description 确认收货记录（§14） */
            receipt: components["schemas"]["StockOutReceipt"] | null;
            /** @description 已发货、未确认收货、订单未取消，且当前成员可以确认（receiverMustDiffer 时下单的子账号不可以，§14） */
            canReceive: boolean;
            /** @description 待收货但当前成员不能确认时，说明原因与由谁确认（如 收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货）；否则 null */
            receiveNote: string | null;
        };
        OrderDetail: components["schemas"]["OrderSummary"] & {
            /** @description 本单按现行报销规则符合的规则（§13）；已取消、已驳回的订单为空 */
            reimbursementNotes: components["schemas"]["ReimbursementNote"][];
            /** @description 干冰费（§20）：每个干冰发货 ¥80；amount 已含 */
            coldChainFee: components["schemas"]["Money"];
            /** @description 管制化学品的核验（§21）；没有管制商品时为 null */
            compliance: {
                /** @description 下单时覆盖管制商品的资质 */
                qualifications: {
                    _id: components["schemas"]["Id"];
                    kindLabel: string;
                    number: string;
                }[];
                purposes: {
                    matlId: components["schemas"]["Id"];
                    name: string;
                    purpose: string;
                }[];
            } | null;
            memberId: components["schemas"]["Id"];
            items: components["schemas"]["OrderItem"][];
            itemCount: number;
            totalQuantity: number;
            address: components["schemas"]["OrderAddress"];
            invoiceProfile?: components["schemas"]["InvoiceProfileSnapshot"];
            remark: string;
            poNo?: string;
            placedBy: components["schemas"]["Id"] | null;
            placedByName: string;
            confirmedAt?: components["schemas"]["DateTime"];
            paidAt?: components["schemas"]["DateTime"];
            completedAt?: components["schemas"]["DateTime"];
            cancelledAt?: components["schemas"]["DateTime"];
            cancelReason?: string;
            canCancel: boolean;
            stockOutIds: components["schemas"]["Id"][];
            stockOuts: components["schemas"]["StockOutSummary"][];
            invoices: {
                _id: components["schemas"]["Id"];
                invoiceNo: components["schemas"]["InvoiceNo"];
                status: components["schemas"]["InvoiceStatus"];
                /** @enum {string} */
                statusLabel: "开票中" | "已开票" | "重开中" | "已重开" | "重开已驳回" | "红冲中" | "已红冲";
                /** @enum {string} */
                typeCode: "81" | "82";
                amount: components["schemas"]["Money"];
                redLetter?: components["schemas"]["RedLetter"];
            }[];
            /** @description 每次变更加一；审批、驳回、重新提交时带上 */
            version: number;
            /** @description 本单使用的经费（§13） */
            fund: {
                _id: components["schemas"]["Id"];
                name: string;
                code: string;
                codeKind: components["schemas"]["FundCodeKind"];
                budget: components["schemas"]["Money"];
                committed: components["schemas"]["Money"];
                /** @description 待审批（含本单，若本单待审批） */
                pending: components["schemas"]["Money"];
                /** @description 可用余额 = 预算 − 已占用 − 待审批 */
                available: number;
                /** @description 本单待审批时：按本单金额批准后的可用余额（为负即超支）；否则 null */
                afterApproval: number | null;
                /** @description 经费负责人 */
                approverName: string;
            } | null;
            /** @description 无需审批的订单为 null */
            approval: components["schemas"]["ApprovalInfo"] | null;
            /** @description 当前会员现在可以审批 */
            canApprove: boolean;
            /** @description 已驳回且为当前会员所下 */
            canResubmit: boolean;
            /** @description 最早在前 */
            timeline: components["schemas"]["TimelineEvent"][];
            /** @description 按报价单下的订单（§16） */
            quote?: {
                _id: components["schemas"]["Id"];
                quoteNo: components["schemas"]["QuoteNo"];
            } | null;
            /** @description 付款（§17）；待审批、已驳回、已取消的订单为 null */
            payment: components["schemas"]["OrderPayment"] | null;
        };
        StockOutDetail: {
            _id: components["schemas"]["Id"];
            stockOutNo: string;
            orderId: components["schemas"]["Id"];
            orderNo: string;
            memberId: components["schemas"]["Id"];
            items: components["schemas"]["StockOutItem"][];
            courier: string;
            trackingNo: string;
            shippedAt: components["schemas"]["DateTime"];
            coldChain: components["schemas"]["ColdChain"];
            /** @description 最新在前 */
            routes: components["schemas"]["RouteEvent"][];
            signedAt: components["schemas"]["DateTime"] | null;
            phase: string;
            address: components["schemas"]["OrderAddress"] | null;
            /** @description 确认收货记录（§14） */
            receipt: components["schemas"]["StockOutReceipt"] | null;
            /** @description 已发货、未确认收货、订单未取消，且当前成员可以确认（receiverMustDiffer 时下单的子账号不可以，§14） */
            canReceive: boolean;
            /** @description 待收货但当前成员不能确认时，说明原因与由谁确认（如 收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货）；否则 null */
            receiveNote: string | null;
        };
        SfRoute: {
            trackingNo: string;
            courier: string;
            coldChain: components["schemas"]["ColdChain"];
            phase: string;
            routes: components["schemas"]["RouteEvent"][];
            signedAt: components["schemas"]["DateTime"] | null;
        };
        /** @description 无 _id 为新增；带 _id 为修改（合并后整体再校验）。专票只能开给单位，且注册地址、电话、开户银行、账号都必填 */
        InvoiceProfileInput: {
            /** 发票抬头编号 */
            _id?: string;
            /**
             * 发票类型
             * @enum {string}
             */
            type?: "special" | "normal";
            /**
             * 抬头类型
             * @enum {string}
             */
            titleType?: "company" | "personal";
            /**
             * 发票抬头
             * @description 不超过 100 个 GBK 字节（汉字按 2 个字节计）
             */
            title?: string;
            /**
             * 税号
             * @description 单位必填：15–20 位数字或大写字母；18 位时校验统一社会信用代码
             */
            taxNo?: string;
            /** 注册地址 */
            regAddress?: string;
            /** 注册电话 */
            regPhone?: string;
            /** 开户银行 */
            bankName?: string;
            /** 银行账号 */
            bankAccount?: string;
            /** 接收邮箱 */
            email?: string;
            /** 默认抬头 */
            isDefault?: boolean;
        };
        InvoiceProfile: components["schemas"]["InvoiceProfileSnapshot"] & {
            isDefault: boolean;
            createdAt: components["schemas"]["DateTime"];
            /** @enum {string} */
            typeLabel: "增值税专用发票" | "增值税普通发票";
        };
        Invoice: {
            _id: components["schemas"]["Id"];
            invoiceNo: components["schemas"]["InvoiceNo"];
            memberId: components["schemas"]["Id"];
            orderId: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            type: components["schemas"]["InvoiceType"];
            /** @enum {string} */
            typeLabel: "增值税专用发票" | "增值税普通发票";
            status: components["schemas"]["InvoiceStatus"];
            /** @enum {string} */
            statusLabel: "开票中" | "已开票" | "重开中" | "已重开" | "重开已驳回" | "红冲中" | "已红冲";
            /**
             * @description 数电票票种代码：81 专票（special），82 普票（normal）
             * @enum {string}
             */
            typeCode: "81" | "82";
            redLetter?: components["schemas"]["RedLetter"];
            /** @description 价税合计（= 订单金额） */
            amount: components["schemas"]["Money"];
            taxAmount: components["schemas"]["Money"];
            amountExclTax: components["schemas"]["Money"];
            title: string;
            /** @description 开票时的快照 */
            profile: components["schemas"]["InvoiceProfileSnapshot"];
            appliedAt: components["schemas"]["DateTime"];
            issuedAt?: components["schemas"]["DateTime"];
            formats: ("pdf" | "ofd" | "xml")[];
            reissue?: {
                reason: string;
                appliedAt: components["schemas"]["DateTime"];
                /** @enum {string} */
                status: "申请中" | "红冲中" | "已重开" | "已驳回";
                newInvoiceId?: components["schemas"]["Id"];
                profileId?: components["schemas"]["Id"];
            };
            canReissue: boolean;
            canDownload: boolean;
            /** @description 合并开票（§19） */
            consolidated: boolean;
            /** @description 发票包含的订单（普通发票一个；orderId / orderNo 为第一个） */
            orders: {
                _id: components["schemas"]["Id"];
                orderNo: components["schemas"]["OrderNo"];
                amount: components["schemas"]["Money"];
            }[];
            /** @description 合并开票申请的备注 */
            remark: string;
        };
        /** @description 数电票号码：20 位数字（年份 2 位 + 行政区划 2 位 + 开票渠道 1 位 + 顺序号 15 位）；开票中为空串 */
        InvoiceNo: string;
        /** @description 红冲：先提交红字确认单（红冲中），确认后开具红字发票（已红冲），原发票作废 */
        RedLetter: {
            /** @enum {string} */
            status: "红冲中" | "已红冲";
            /** @description 红字确认单编号（20 位） */
            confirmationNo: string;
            reason: string;
            /** @description 红字确认单提交时间 */
            appliedAt: components["schemas"]["DateTime"];
            /** @description 红字发票号码（已红冲时） */
            redInvoiceNo: string | null;
            /** @description 红字发票开具时间 */
            redAt: components["schemas"]["DateTime"] | null;
        };
        InvoiceDetail: components["schemas"]["Invoice"] & {
            /** @description 第一个订单 */
            order: components["schemas"]["OrderSummary"] | null;
            /** @description 每个订单的商品行 */
            items: components["schemas"]["OrderItem"][];
            /** @description 发票包含的订单（§19） */
            orders: components["schemas"]["OrderSummary"][];
        };
        /**
         * @description 抗体、ELISA 试剂盒、细胞因子、试剂、耗材（与 Category 相同，名称与商品目录一致）
         * @enum {string}
         */
        MaterialCategory: "antibody" | "elisa" | "cytokine" | "reagent" | "consumable";
        /** @description 整体替换；主账号自己的订单从不需要审批 */
        ProcurementSettingsInput: {
            /**
             * 审批方式
             * @description off 不审批；allSubOrders 子账号的每一单；rules 子账号订单符合 amountOver 或 categories 时。模式不为 off 时，子账号订单超出经费余额也需审批
             * @enum {string}
             */
            approvalMode: "off" | "allSubOrders" | "rules";
            /**
             * 审批金额
             * @description rules：订单金额（含运费）严格大于此值（元）时需审批
             */
            amountOver: number | null;
            /**
             * 商品类别
             * @description rules：订单含这些类别的商品时需审批
             */
            categories: components["schemas"]["MaterialCategory"][];
            /**
             * 审批人
             * @description 有审批权的子账号（本企业启用的子账号）；主账号始终可以审批
             */
            approverIds: components["schemas"]["Id"][];
            /**
             * 必须选择经费
             * @description 下单人可使用至少一个可用经费（启用且今天在有效期内）时，订单必须选择经费
             */
            requireFund: boolean;
            /**
             * 收货人不能是下单人
             * @description §14；默认 true
             */
            receiverMustDiffer: boolean;
        };
        ProcurementSettings: components["schemas"]["ProcurementSettingsInput"] & {
            /** @description 主账号在前，然后按 approverIds 的顺序 */
            approvers: {
                _id: components["schemas"]["Id"];
                name: string;
            }[];
            /** @description 从未修改时为 null */
            updatedAt: components["schemas"]["DateTime"] | null;
        };
        /** @description 报销规则（§13）：只用于提醒，从不拒绝下单 */
        ReimbursementRulesInput: {
            /**
             * 合同金额
             * @description 订单金额（含运费）达到此值（元）需附合同；默认 50000
             */
            contractThreshold: number;
            /**
             * 固定资产单价
             * @description 单价达到此值（元）的商品为固定资产；默认 1000
             */
            assetUnitPrice: number;
            /**
             * 化整为零期限
             * @description 天；默认 30
             */
            splitWindowDays: number;
        };
        ReimbursementRules: components["schemas"]["ReimbursementRulesInput"] & {
            /** @description 从未修改（默认值）时为 null */
            updatedAt: components["schemas"]["DateTime"] | null;
        };
        /** @description 订单符合的一条报销规则（§13）；只是提醒，从不拒绝 */
        ReimbursementNote: {
            /**
             * @description contract 需合同；fixedAsset 固定资产；split 疑似化整为零
             * @enum {string}
             */
            rule: "contract" | "fixedAsset" | "split";
            /** @description 商城写的事实，例如 订单金额 ¥52 */
            message: string;
            /** @description split：窗口内同经费、同品牌的其他订单号 */
            orderNos?: components["schemas"]["OrderNo"][];
            /** @description fixedAsset：单价达到固定资产单价的商品行 */
            lines?: {
                matlId: components["schemas"]["Id"];
                name: string;
                price: components["schemas"]["Money"];
            }[];
        };
        /**
         * @description card 经费卡号，project 项目编号
         * @enum {string}
         */
        FundCodeKind: "card" | "project";
        FundInput: {
            /**
             * 经费名称
             * @example 国自然面上项目 32170001
             */
            name: string;
            /** 编号类型 */
            codeKind: components["schemas"]["FundCodeKind"];
            /**
             * 经费编号
             * @description 账号内唯一（400 该经费编号已登记）
             */
            code: string;
            /** 负责人 */
            holder: string;
            /**
             * 预算
             * @description 元
             */
            budget: number;
            /** 开始日期 */
            periodStart: components["schemas"]["ChinaDate"];
            /**
             * 结束日期
             * @description 不早于开始日期（400 结束日期不能早于开始日期）
             */
            periodEnd: components["schemas"]["ChinaDate"];
            /**
             * 可使用的子账号
             * @description 可以使用此经费的子账号；主账号始终可以
             */
            memberIds: components["schemas"]["Id"][];
            /**
             * 启用
             * @description 停用的经费不能再使用，已有订单保留
             */
            active: boolean;
            /**
             * 经费负责人
             * @description 审批使用此经费的订单的人：主账号或审批人子账号（400 经费负责人须是主账号或启用的审批人子账号）；缺省为主账号
             */
            approverId?: string;
        };
        Fund: components["schemas"]["FundInput"] & {
            _id: components["schemas"]["Id"];
            /** @description 可用余额 = 预算 − 已占用 − 待审批；为负数即超支 */
            available: number;
            /** @description 经费负责人的姓名 */
            approverName: string;
            /** @description 已占用：已批准或无需审批、未取消的订单 */
            committed: components["schemas"]["Money"];
            /** @description 待审批订单的金额（未占用） */
            pending: components["schemas"]["Money"];
            /** @description 预算 − 已占用（超支批准后可为负数）；子账号订单是否需审批、批准是否超支按 available 判断（§13） */
            remaining: number;
            /** @description 启用且今天在有效期内 */
            usable: boolean;
            createdAt: components["schemas"]["DateTime"];
        };
        FundOrder: {
            _id: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            status: components["schemas"]["OrderStatus"];
            statusLabel: string;
            amount: components["schemas"]["Money"];
            placedByName: string;
            createdAt: components["schemas"]["DateTime"];
            /**
             * @description committed 已占用，pending 待审批
             * @enum {string}
             */
            state: "committed" | "pending";
        };
        FundDetail: components["schemas"]["Fund"] & {
            /** @description 最新在前；不含已取消、已驳回的订单。子账号只看到自己下的订单（§6），committed / pending / remaining 仍是整个经费的 */
            orders: components["schemas"]["FundOrder"][];
        };
        OrderPreview: {
            credit: components["schemas"]["CreditPreview"];
            /** @description 本单符合的报销规则（§13），不符合任何规则时为空；只是提醒 */
            reimbursementNotes: components["schemas"]["ReimbursementNote"][];
            goodsAmount: components["schemas"]["Money"];
            /** @description 每行的成交单价（协议价、阶梯价已计入，§5）；goodsAmount 是它们的合计 */
            lines?: {
                matlId: components["schemas"]["Id"];
                quantity: components["schemas"]["Quantity"];
                /** @description 目录价 */
                listPrice: components["schemas"]["Money"];
                /** @description 本单成交单价 */
                price: components["schemas"]["Money"];
            }[];
            freight: components["schemas"]["Money"];
            /** @description 干冰费（§20）：每个干冰发货 ¥80 */
            coldChainFee: components["schemas"]["Money"];
            /** @description goodsAmount + freight + coldChainFee */
            amount: components["schemas"]["Money"];
            /** @description 按运输条件分开发货，常温在前（§20） */
            shipments: {
                condition: components["schemas"]["ShippingCondition"];
                /** @enum {string} */
                label: "常温" | "2–8 ℃ 冰袋" | "−20 ℃ 干冰";
                matlIds: components["schemas"]["Id"][];
                /** @description 干冰 ¥80，其他 0 */
                fee: components["schemas"]["Money"];
            }[];
            /** @description 管制化学品的核验（§21） */
            compliance: {
                /** @description 第一个会被拒绝的原因（10172–10174 的文字）；否则 null */
                blocked: string | null;
                /** @description 仅管制商品的行 */
                lines: ({
                    matlId: components["schemas"]["Id"];
                    name: string;
                } & components["schemas"]["LineCompliance"])[];
            };
            /** @description requireFund 且下单人可使用至少一个可用经费 */
            fundRequired: boolean;
            fund: {
                _id: components["schemas"]["Id"];
                name: string;
                code: string;
                remaining: number;
                /** @description 可用余额 = 预算 − 已占用 − 待审批 */
                available: number;
                /** @description 可用余额足够本单 */
                covers: boolean;
            } | null;
            approval: {
                required: boolean;
                /**
                 * @example [
                 *       "子账号订单金额超过 ¥5",
                 *       0
                 *     ]
                 */
                reasons: string[];
                /** @description 可以审批的人（姓名） */
                approvers: string[];
            };
            /** @description 现在提交会被拒绝的原因：10093 的文字，或所选经费的 10092 文字（该经费不可用：… / 无权使用该经费）；不含“请选择经费”（由 fundRequired 表示）；否则 null */
            blocked: string | null;
        };
        /**
         * @description 结算方式：月结（账期内送达后付款）或现结（先款后货）
         * @enum {string}
         */
        Settlement: "monthly" | "prepaid";
        /** @description 账号（企业）的结算条款（docs/api.md §17）；金额为元 */
        CreditTerms: {
            settlement: components["schemas"]["Settlement"];
            /** @enum {string} */
            settlementLabel: "月结" | "现结";
            /** @description 账期：送达后多少天内付款；现结为 null */
            creditDays: number | null;
            /** @description 信用额度；现结为 null */
            creditLimit: components["schemas"]["Money"] | null;
            /** @description 已用：账号未取消、未驳回订单的未付金额（已下单、已送达未付）；现结为 0 */
            used: components["schemas"]["Money"];
            /** @description 可用额度 = 信用额度 − 已用，不小于 0；现结为 null */
            available: components["schemas"]["Money"] | null;
            /** @description 本月到期：到期日在今天至本月最后一天之间、尚未付清的已送达订单 */
            dueThisMonth: {
                amount: components["schemas"]["Money"];
                orderCount: number;
                /** @description 其中最早的到期日；没有时为 null */
                nextDueDate: components["schemas"]["ChinaDate"] | null;
            };
            /** @description 已逾期：到期日早于今天、尚未付清的已送达订单 */
            overdue: {
                amount: components["schemas"]["Money"];
                orderCount: number;
            };
        };
        /** @description 本单的结算条款（§17）：月结账号下单后剩余的信用额度；现结账号各额度为 null */
        CreditPreview: {
            settlement: components["schemas"]["Settlement"];
            /** @enum {string} */
            settlementLabel: "月结" | "现结";
            creditDays: number | null;
            creditLimit: components["schemas"]["Money"] | null;
            /** @description 下单前的可用额度 */
            available: components["schemas"]["Money"] | null;
            /** @description 可用额度 − 本单金额（元，可为负：超出额度）；现结为 null */
            remainingAfter: number | null;
            /** @description 本单超出可用额度时 10100 的文字；否则 null */
            blocked: string | null;
        };
        ApprovalInfo: {
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** @description 需要审批的原因 */
            reasons: string[];
            /** @description 可以审批的人（姓名） */
            approvers: string[];
            /** @description 审批人姓名 */
            decidedBy: string | null;
            decidedAt: components["schemas"]["DateTime"] | null;
            rejectReason: string | null;
            comment: string | null;
            /** @description 审批人调低的数量 */
            adjusted: {
                matlId: components["schemas"]["Id"];
                name: string;
                from: number;
                /** @description 0 为删去该行 */
                to: number;
            }[];
        };
        TimelineEvent: {
            at: components["schemas"]["DateTime"];
            /** @enum {string} */
            kind: "placed" | "approvalRequested" | "approved" | "rejected" | "resubmitted" | "reviewed" | "paid" | "shipped" | "received" | "completed" | "cancelled" | "refunded" | "afterSales";
            /** @description 中文，如 提交审批、审批通过、审批驳回、发货 SF1234… */
            title: string;
            /** @description 姓名，或 商城客服 / 系统 */
            actor: string | null;
            /** @description 原因、意见、调低的数量、批号… */
            note: string | null;
        };
        DecisionQuantity: {
            /** 商品 */
            matlId: string;
            /**
             * 数量
             * @description 0 为删去该行
             */
            quantity: number;
        };
        /**
         * 版本
         * @description 决定时看到的 OrderDetail.version；已变时 10094
         */
        OrderVersion: number;
        ApproveInput: {
            version: components["schemas"]["OrderVersion"];
            /**
             * 审批数量
             * @description 只能调低（400 审批数量只能调低）；0 删去该行，至少保留一行
             */
            quantities?: components["schemas"]["DecisionQuantity"][];
            /** 审批意见 */
            comment?: string;
            /**
             * 超支批准
             * @description 批准后经费可用余额将为负时必填（否则 10098）；只有经费负责人或主账号可以超支批准
             */
            overdraft?: {
                /** 超支原因 */
                reason: string;
            };
        };
        RejectInput: {
            version: components["schemas"]["OrderVersion"];
            /** 驳回原因 */
            reason: string;
        };
        ResubmitInput: {
            version: components["schemas"]["OrderVersion"];
            /**
             * 数量
             * @description 0 删去该行，至少保留一行
             */
            quantities?: components["schemas"]["DecisionQuantity"][];
            /**
             * 经费
             * @description null 为不使用经费
             */
            fundId?: string | null;
            /** 采购单号 */
            poNo?: string;
            /** 订单备注 */
            remark?: string;
            purposes?: components["schemas"]["PurposeInput"];
        };
        Receiver: {
            _id: components["schemas"]["Id"];
            name: string;
            isOwner: boolean;
        };
        ReceiptInput: {
            /**
             * 收货人
             * @description GET /mall/v1/member/receivers 中的一人
             */
            receiverId: string;
            /** 收货日期 */
            receivedAt: components["schemas"]["ChinaDate"];
            /**
             * 收货明细
             * @description 发货单每行一条，批号预填；至少一行数量大于 0（全部为 0 时 400 至少收货一件商品）。少收的行照样确认，缺少的部分走售后（§15）
             */
            lines: {
                /** 商品 */
                matlId: string;
                /**
                 * 收货数量
                 * @description 不超过该行发货数量（10113）
                 */
                quantity: number;
                /** 批号 */
                lot: string;
            }[];
            /** 收货备注 */
            remark?: string;
        };
        StockOutReceipt: {
            receiverId: components["schemas"]["Id"];
            receiverName: string;
            receivedAt: components["schemas"]["ChinaDate"];
            /** @description 确认收货的会员（姓名） */
            confirmedBy: string;
            confirmedAt: components["schemas"]["DateTime"];
            lines: {
                matlId: components["schemas"]["Id"];
                catalogNo: string;
                name: string;
                quantity: number;
                lot: string;
                /** @description 该批号的 COA；没有时为 null */
                coaId: components["schemas"]["Id"] | null;
            }[];
            remark: string;
        };
        /**
         * @description 已提交、已受理、处理中、已解决、已关闭、已撤回
         * @enum {string}
         */
        AfterSalesStatus: "submitted" | "accepted" | "processing" | "resolved" | "closed" | "withdrawn";
        /** @description multipart/form-data 的字段（不是 JSON） */
        AfterSalesInput: {
            /** 商品 */
            matlId: string;
            /**
             * 数量
             * @description 1 到该商品在已签收或已确认收货的发货单中的发货数量（少收的行可按发货数量申请）
             */
            quantity: number;
            /**
             * 售后原因
             * @description 运输破损、冷链失效、发错货、质量问题
             * @enum {string}
             */
            reason: "damaged" | "coldChain" | "wrongItem" | "quality";
            /**
             * 诉求
             * @description 换货补发、退货退款、仅退款
             * @enum {string}
             */
            want: "replacement" | "return" | "refund";
            /** 问题描述 */
            description: string;
            /**
             * 图片
             * @description JPG、PNG 或 WebP，每张不超过 5 MB（10122）；店铺去掉 EXIF 后以 JPEG 发送
             */
            photos?: string[];
        };
        AfterSalesCase: {
            _id: components["schemas"]["Id"];
            /** @description AS + yyMMdd + 4 位序号 */
            caseNo: string;
            orderId: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            matlId: components["schemas"]["Id"];
            catalogNo: string;
            name: string;
            quantity: number;
            /** @enum {string} */
            reason: "damaged" | "coldChain" | "wrongItem" | "quality";
            /** @enum {string} */
            reasonLabel: "运输破损" | "冷链失效" | "发错货" | "质量问题";
            /** @enum {string} */
            want: "replacement" | "return" | "refund";
            /** @enum {string} */
            wantLabel: "换货补发" | "退货退款" | "仅退款";
            description: string;
            photoCount: number;
            status: components["schemas"]["AfterSalesStatus"];
            /** @enum {string} */
            statusLabel: "已提交" | "已受理" | "处理中" | "已解决" | "已关闭" | "已撤回";
            /** @description 最早在前 */
            events: {
                at: components["schemas"]["DateTime"];
                status: components["schemas"]["AfterSalesStatus"];
                statusLabel: string;
                actor: string;
                note: string;
            }[];
            canWithdraw: boolean;
            createdAt: components["schemas"]["DateTime"];
        };
        ServiceMessageInput: {
            /** 留言内容 */
            content: string;
            /** 联系电话 */
            phone: string;
            /** 联系人 */
            name?: string;
        };
        ServiceMessage: {
            _id: components["schemas"]["Id"];
            /** @description LY + yyMMdd + 当天 4 位序号 */
            ticketNo: string;
            content: string;
            phone: string;
            name: string;
            createdAt: components["schemas"]["DateTime"];
            /** @description 客服最晚回复的时间：现在是工作时间则为现在，否则为下一个工作时间的开始（§25） */
            answerBy: components["schemas"]["DateTime"];
        };
        /**
         * @description QT + yyMMdd + 当天 4 位序号
         * @example QT2611210007
         */
        QuoteNo: string;
        /**
         * @description 待报价、已报价、已接受、已过期、已拒绝
         * @enum {string}
         */
        QuoteStatus: "pending" | "quoted" | "accepted" | "expired" | "declined";
        /** @description 目录商品与目录外商品合计 1–50 行（10130）；同一商品只能出现一次（400 商品重复：…） */
        QuoteInput: {
            /**
             * 询价商品
             * @description 目录中的商品（购物车所选、商品页）
             */
            items?: {
                /** 商品 */
                matlId: string;
                quantity: components["schemas"]["Quantity"];
            }[];
            /**
             * 目录外商品
             * @description 目录中没有的商品，待商城报价
             */
            customItems?: {
                /** 商品名称 */
                name: string;
                /** 货号 */
                catalogNo?: string;
                /**
                 * 品牌
                 * @description 指定品牌（选填）；商城按此品牌报价，报价行保留该品牌
                 * @example STEMCELL
                 */
                mfrName?: string;
                /**
                 * 规格
                 * @example 100 µg
                 * @example 500 mL
                 */
                spec: string;
                quantity: components["schemas"]["Quantity"];
                /**
                 * 需求日期
                 * @description 不早于今天（中国日期）
                 */
                neededBy?: components["schemas"]["ChinaDate"];
                /** 说明 */
                note?: string;
            }[];
            /**
             * 询价备注
             * @description 招标编号、用途
             */
            remark?: string;
        };
        QuoteLine: {
            _id: components["schemas"]["Id"];
            /**
             * @description listed 目录商品，custom 目录外商品
             * @enum {string}
             */
            kind: "listed" | "custom";
            /** @description 目录外商品为 null */
            matlId: components["schemas"]["Id"] | null;
            /** @description 目录外商品：询价时填写的（未填为 ''；报价后为商城的货号，无货号时 QS- + 6 位数字） */
            catalogNo: string;
            name: string;
            spec: string;
            /** @description 目录外商品为询价时指定的品牌（未指定为 ''）；报价保留指定的品牌，未指定时为 实研定制 */
            mfrName: string;
            quantity: components["schemas"]["Quantity"];
            neededBy: components["schemas"]["ChinaDate"] | null;
            note: string;
            /** @enum {string} */
            status: "pending" | "quoted" | "declined";
            /** @enum {string} */
            statusLabel: "待报价" | "已报价" | "无法供货";
            /** @description 目录商品对该企业的价格 */
            listPrice: components["schemas"]["Money"] | null;
            /** @description 报价单价（含 13% 增值税） */
            unitPrice: components["schemas"]["Money"] | null;
            /** @description unitPrice × quantity */
            amount: components["schemas"]["Money"] | null;
            /** @example 满 5 件 95 折 */
            discountNote: string | null;
            /** @description 下单后发货天数 */
            leadDays: number | null;
            /** @description 无法供货的原因 */
            declineReason: string | null;
        };
        QuoteListItem: {
            _id: components["schemas"]["Id"];
            quoteNo: components["schemas"]["QuoteNo"];
            status: components["schemas"]["QuoteStatus"];
            /** @enum {string} */
            statusLabel: "待报价" | "已报价" | "已接受" | "已过期" | "已拒绝";
            createdAt: components["schemas"]["DateTime"];
            /** @description 最后一行报价的时间 */
            quotedAt: components["schemas"]["DateTime"] | null;
            /** @description 有效期至（含当天，中国日期）= quotedAt 的中国日期 + 30 天 */
            validUntil: components["schemas"]["ChinaDate"] | null;
            lineCount: number;
            /** @description 前 3 行的品名 */
            names: string[];
            /** @description 已报价行合计（含运费、干冰费，与按此报价单下单的订单金额一致）；尚无报价时为 0 */
            amount: components["schemas"]["Money"];
            requestedByName: string;
            /** @description 按此报价单下的订单 */
            orderId: components["schemas"]["Id"] | null;
            orderNo: components["schemas"]["OrderNo"] | null;
        };
        Quote: components["schemas"]["QuoteListItem"] & {
            lines: components["schemas"]["QuoteLine"][];
            remark: string;
            /** @description 已报价行合计 */
            goodsAmount: components["schemas"]["Money"];
            /** @description 按 §6 的规则：商品满 ¥500 免运费，否则 ¥15 */
            freight: components["schemas"]["Money"];
            /** @description 干冰及保温箱费（§20）：已报价行中有干冰运输的商品时为 DRY_ICE_FEE，否则 0 */
            coldChainFee: components["schemas"]["Money"];
            /** @constant */
            taxRate: 0.13;
            /** @description amount 中的增值税 */
            taxAmount: components["schemas"]["Money"];
            deliveryTerms: string;
            /**
             * @description 买家拒绝，或商城全部无法供货
             * @enum {unknown}
             */
            declinedBy: "buyer" | "mall" | null;
            declineReason: string | null;
            /** @description 已报价、在有效期内、尚未下单：可以从它打开下单页 */
            canAccept: boolean;
            /** @description 待报价或已报价 */
            canDecline: boolean;
        };
        /**
         * @description 未付款、部分付款、已付款、退款中、已退款（与订单状态不共用任何词）
         * @enum {string}
         */
        PaymentStatus: "unpaid" | "partial" | "paid" | "refunding" | "refunded";
        /** @description 取消已收款的订单时开启的退款，原路退回付款账户，留在订单上 */
        PaymentRefund: {
            /**
             * @description 退款中、已退款
             * @enum {string}
             */
            status: "refunding" | "refunded";
            /** @description 退回的金额（取消时已收到的全部） */
            amount: components["schemas"]["Money"];
            /** @description 开启退款的时间（取消的时间） */
            requestedAt: components["schemas"]["DateTime"];
            /** @description 退款完成的时间 */
            refundedAt: components["schemas"]["DateTime"] | null;
            reason: string;
        };
        PaymentReceipt: {
            _id: components["schemas"]["Id"];
            fileName: string;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
            /** @description 字节 */
            size: number;
            uploadedAt: components["schemas"]["DateTime"];
            uploadedByName: string;
        };
        OrderPayment: {
            status: components["schemas"]["PaymentStatus"];
            /** @enum {string} */
            statusLabel: "未付款" | "部分付款" | "已付款" | "退款中" | "已退款";
            /** @description 商城现在收款：已审核（待付款及以后）、未取消、未付清；审核前为 false */
            canPay: boolean;
            refund: components["schemas"]["PaymentRefund"] | null;
            /** @description amount − amountPaid */
            amountDue: components["schemas"]["Money"];
            amountPaid: components["schemas"]["Money"];
            /** @description 付款备注（订单号） */
            reference: components["schemas"]["OrderNo"];
            /** @description 付清的时间 */
            paidAt: components["schemas"]["DateTime"] | null;
            /** @description 商城财务匹配到的转账，最早在前 */
            transfers: {
                at: components["schemas"]["DateTime"];
                amount: components["schemas"]["Money"];
                /** @description 付款账户名称 */
                payer: string;
            }[];
            /** @description 买家上传的付款凭证，最早在前 */
            receipts: components["schemas"]["PaymentReceipt"][];
        };
        TransferAccount: {
            accountName: string;
            bankName: string;
            /** @description 数字，每 4 位一个空格 */
            accountNo: string;
            /** @description 联行号 */
            bankCode: string;
            /** @example 转账时请在付款备注中填写订单号，一笔转账对应一个订单 */
            note: string;
        };
        /**
         * @description `YYYY-MM`
         * @example 2026-10
         */
        StatementMonth: string;
        /**
         * @description 未出账、待确认、已确认、有异议
         * @enum {string}
         */
        StatementStatus: "open" | "pending" | "confirmed" | "disputed";
        StatementSummary: {
            month: components["schemas"]["StatementMonth"];
            status: components["schemas"]["StatementStatus"];
            /** @enum {string} */
            statusLabel: "未出账" | "待确认" | "已确认" | "有异议";
            orderCount: number;
            amount: components["schemas"]["Money"];
            paidAmount: components["schemas"]["Money"];
            invoicedAmount: components["schemas"]["Money"];
            openDisputes: number;
        };
        StatementDispute: {
            _id: components["schemas"]["Id"];
            orderId: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            note: string;
            byName: string;
            createdAt: components["schemas"]["DateTime"];
            /** @enum {string} */
            status: "open" | "resolved";
            /** @description 商城的答复 */
            answer: string | null;
            answeredAt: components["schemas"]["DateTime"] | null;
        };
        StatementLine: {
            orderId: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            poNo: string;
            placedByName: string;
            createdAt: components["schemas"]["DateTime"];
            /** @description 最后一个发货单签收的中国日期 */
            deliveredAt: components["schemas"]["ChinaDate"];
            /** @description 到期日 = 送达日期 + 账期天数（月结账号）；现结账号为 null（先款后货） */
            dueDate: components["schemas"]["ChinaDate"] | null;
            fund: {
                _id: components["schemas"]["Id"];
                name: string;
                code: string;
            } | null;
            goodsAmount: components["schemas"]["Money"];
            freight: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            paymentStatus: components["schemas"]["PaymentStatus"];
            /** @enum {string} */
            paymentStatusLabel: "未付款" | "部分付款" | "已付款" | "退款中" | "已退款";
            amountPaid: components["schemas"]["Money"];
            /** @enum {string} */
            invoiceStatus: "none" | "applying" | "issued";
            /** @enum {string} */
            invoiceStatusLabel: "未开票" | "开票中" | "已开票";
            invoiceNo: string | null;
            /** @description 该行最近的异议 */
            dispute: components["schemas"]["StatementDispute"] | null;
        };
        Statement: {
            month: components["schemas"]["StatementMonth"];
            status: components["schemas"]["StatementStatus"];
            /** @enum {string} */
            statusLabel: "未出账" | "待确认" | "已确认" | "有异议";
            /** @description 该月的第一天和最后一天 */
            period: {
                from: components["schemas"]["ChinaDate"];
                to: components["schemas"]["ChinaDate"];
            };
            company: {
                name: string;
                creditCode: string;
            };
            /** @description 筛选的经费（给出 fundId 时） */
            fund: {
                _id: components["schemas"]["Id"];
                name: string;
                code: string;
            } | null;
            /** @description 本月使用过的经费（供筛选） */
            funds: {
                _id: components["schemas"]["Id"];
                name: string;
                code: string;
            }[];
            /** @description 按送达日期、订单号排序 */
            lines: components["schemas"]["StatementLine"][];
            totals: {
                orderCount: number;
                goodsAmount: components["schemas"]["Money"];
                freight: components["schemas"]["Money"];
                amount: components["schemas"]["Money"];
                paid: components["schemas"]["Money"];
                unpaid: components["schemas"]["Money"];
                invoiced: components["schemas"]["Money"];
                uninvoiced: components["schemas"]["Money"];
            };
            /** @description 本月全部异议，最早在前 */
            disputes: components["schemas"]["StatementDispute"][];
            /** @description 本月开启或完成退款的已取消订单（§17），最早在前；不计入 totals */
            refunds: components["schemas"]["StatementRefund"][];
            confirmedAt: components["schemas"]["DateTime"] | null;
            confirmedByName: string | null;
            canConfirm: boolean;
            canDispute: boolean;
        };
        /** @description 取消已收款订单的退款（§17），记在开启或完成它的月份 */
        StatementRefund: {
            orderId: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            placedByName: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "refunding" | "refunded";
            /** @enum {string} */
            statusLabel: "退款中" | "已退款";
            requestedAt: components["schemas"]["DateTime"];
            refundedAt: components["schemas"]["DateTime"] | null;
        };
        InvoiceableOrder: {
            /** @description 本单使用的经费（§13） */
            fund: {
                _id: components["schemas"]["Id"];
                name: string;
                code: string;
            } | null;
            _id: components["schemas"]["Id"];
            orderNo: components["schemas"]["OrderNo"];
            completedAt: components["schemas"]["DateTime"];
            /** @description goodsAmount + freight + coldChainFee */
            amount: components["schemas"]["Money"];
            goodsAmount: components["schemas"]["Money"];
            freight: components["schemas"]["Money"];
            /** @description 干冰费（§20），没有时为 0 */
            coldChainFee: components["schemas"]["Money"];
            itemCount: number;
            placedByName: string;
            poNo: string;
            /** @description 下单时选择的发票抬头（有时只能与同一抬头、税号合并，10162） */
            profile: {
                title: string;
                taxNo: string;
                type: components["schemas"]["InvoiceType"];
            } | null;
        };
        ConsolidatedInvoiceInput: {
            /**
             * 订单
             * @description 1–50 个已完成的订单（10160、10161）
             */
            orderIds: string[];
            /** 发票抬头 */
            profileId: string;
            /** 开票备注 */
            remark?: string;
        };
        /**
         * @description 爆炸物、易燃、氧化性、加压气体、腐蚀性、急性毒性、感叹号（刺激/有害）、健康危害、环境危害（GB 30000.1 / GHS Rev.4）
         * @enum {string}
         */
        GhsPictogram: "GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";
        /**
         * @description 危险化学品（无需资质）、易制毒第一类、第二类、第三类、易制爆、剧毒；除 hazardous 外均为管制类，需要资质（§21）
         * @enum {string}
         */
        ControlClass: "hazardous" | "precursor1" | "precursor2" | "precursor3" | "explosive" | "toxic";
        Hazard: {
            /** @description 按 GHS 顺序 */
            pictograms: components["schemas"]["GhsPictogram"][];
            /** @enum {unknown} */
            signalWord: "危险" | "警告" | null;
            hStatements: {
                /** @example H225 */
                code: string;
                /** @example 高度易燃液体和蒸气 */
                text: string;
            }[];
            /** @description [] 为不在危险化学品目录中；可有两个（高锰酸钾：precursor3 + explosive） */
            controls: components["schemas"]["ControlClass"][];
            /** @example UN 1090 */
            unNumber: string | null;
        };
        /**
         * @description 常温、2–8 ℃ 冰袋、−20 ℃ 干冰（shipping 的机器值）
         * @enum {string}
         */
        ShippingCondition: "ambient" | "icePack" | "dryIce";
        /** @description 登录企业（子账号看主账号企业的）对该规格的协议条款（§5 协议价与阶梯价）。访客和无协议条款的企业不带此字段，按 price（目录价）购买。 成交单价 = 数量达到的最高一档阶梯价，否则协议价（有效期内），否则 price。 */
        PriceTerms: {
            /** @description 协议价（有效期内才给出），代替 price */
            contractPrice?: components["schemas"]["Money"];
            /** @description 协议价生效日（含），与 contractPrice 同时给出 */
            validFrom?: string;
            /** @description 协议价截止日（含） */
            validTo?: string;
            /** @description 阶梯价：买满 from 件起每件 price；from 升序，price 递减且低于协议价 / 目录价 */
            breaks?: {
                from: number;
                price: components["schemas"]["Money"];
            }[];
            /** @description 起订量；是 multiple 的倍数 */
            minQuantity?: number;
            /** @description 倍数：数量须是它的整数倍 */
            multiple?: number;
        };
        LineCompliance: {
            /** @description 商品的管制类别（不含 hazardous）；普通商品为空数组 */
            controls: components["schemas"]["ControlClass"][];
            /**
             * @description 不是 ok 时可以勾选，但不能下单
             * @enum {string}
             */
            status: "ok" | "missing" | "reviewing" | "overLimit";
            /**
             * @example 需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传
             * @example 资质审核中，通过后可下单
             * @example 超出许可数量：丙酮 许可 20 L，已购 18 L，本单 2.5 L
             */
            message: string | null;
            /** @description 易制爆或剧毒：下单须填写用途 */
            purposeRequired: boolean;
            /** @description 所用资质 30 天内到期时：资质 … 将于 YYYY-MM-DD 到期（剩 N 天） */
            expiring: string | null;
        };
        /**
         * @description 易制毒化学品购买许可证（第一类）、易制毒化学品购买备案证明（第二、三类）、易制爆危险化学品购买备案、剧毒化学品购买许可证
         * @enum {string}
         */
        QualificationKind: "precursorLicence" | "precursorRecord" | "explosiveRecord" | "toxicLicence";
        /**
         * @description 审核中、已通过、已驳回、已过期（已通过且 validTo 早于今天）
         * @enum {string}
         */
        QualificationStatus: "reviewing" | "approved" | "rejected" | "expired";
        Qualification: {
            _id: components["schemas"]["Id"];
            kind: components["schemas"]["QualificationKind"];
            /** @enum {string} */
            kindLabel: "易制毒化学品购买许可证" | "易制毒化学品购买备案证明" | "易制爆危险化学品购买备案" | "剧毒化学品购买许可证";
            number: string;
            authority: string;
            classes: components["schemas"]["ControlClass"][];
            /** @description [] 为许可范围内的全部品种 */
            substances: {
                cas: string;
                /** @description 目录中的品名，否则为 CAS 号 */
                name: string;
            }[];
            limits: {
                cas: string;
                name: string;
                amount: number;
                /** @enum {string} */
                unit: "g" | "kg" | "mL" | "L";
                /** @description 同一单位：按此资质购买、未取消或驳回的订单的数量 */
                used: number;
            }[];
            validFrom: components["schemas"]["ChinaDate"];
            validTo: components["schemas"]["ChinaDate"];
            status: components["schemas"]["QualificationStatus"];
            /** @enum {string} */
            statusLabel: "审核中" | "已通过" | "已驳回" | "已过期";
            /** @description 仅已驳回 */
            rejectReason: string | null;
            /** @description 已通过且在有效期内：剩余天数（0 为今天是最后一天） */
            expiresInDays: number | null;
            file: {
                name: string;
                /** @enum {string} */
                type: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                /** @description 字节 */
                size: number;
            };
            createdAt: components["schemas"]["DateTime"];
            reviewedAt: components["schemas"]["DateTime"] | null;
        };
        /**
         * 用途
         * @description 易制爆、剧毒商品的用途（§21；缺少时 10174）
         */
        PurposeInput: {
            /** 商品 */
            matlId: string;
            /**
             * 用途
             * @description 去掉首尾空格后 2–100 个字符（商城检查，否则 400 用途应为 2–100 个字符）；空白为未填写（10174）
             */
            purpose: string;
        }[];
        /** 清单名称 */
        BuyingListName: string;
        BuyingListLineInput: {
            /** 商品 */
            matlId: string;
            quantity: components["schemas"]["Quantity"];
        };
        /** 清单商品 */
        BuyingListLinesInput: components["schemas"]["BuyingListLineInput"][];
        BuyingListSummary: {
            _id: components["schemas"]["Id"];
            name: string;
            /** @description 本账号的其他成员可以看到并加入购物车（只读） */
            shared: boolean;
            /** @description 当前会员创建的（可以修改） */
            mine: boolean;
            ownerName: string;
            lineCount: number;
            updatedAt: components["schemas"]["DateTime"];
        };
        BuyingListLine: {
            matlId: components["schemas"]["Id"];
            quantity: components["schemas"]["Quantity"];
            addedAt: components["schemas"]["DateTime"];
            catalogNo: string;
            name: string;
            nameEn: string;
            image?: components["schemas"]["Image"];
            spec: string;
            unit: string;
            price: components["schemas"]["Money"];
            stock: number;
            leadDays: number;
            mfrId: string;
            mfrName: string;
            shipping: string;
            shippingCondition: components["schemas"]["ShippingCondition"];
            hazard: components["schemas"]["Hazard"] | null;
            hasSds: boolean;
            /** @description false：已下架，或缺货且无货期 */
            available: boolean;
            /** @description 已下架或已不在目录中 */
            offShelf: boolean;
            terms?: components["schemas"]["PriceTerms"];
        };
        BuyingList: components["schemas"]["BuyingListSummary"] & {
            /** @description 按加入的顺序 */
            lines: components["schemas"]["BuyingListLine"][];
        };
        /**
         * @description how a member is told that a material arrived — site 站内消息 (the restock notice, §12), sms 短信, wechat 微信
         * @enum {string}
         */
        RestockChannel: "site" | "sms" | "wechat";
        RestockAlert: {
            matlId: components["schemas"]["Id"];
            catalogNo: string;
            name: string;
            spec: string;
            mfrName: string;
            price: components["schemas"]["Money"];
            stock: number;
            leadDays: number;
            /** @enum {string} */
            status: "waiting" | "arrived";
            /** @description 已到货的提醒已在到货提醒页看过 */
            seen: boolean;
            createdAt: components["schemas"]["DateTime"];
            arrivedAt: components["schemas"]["DateTime"] | null;
            /** @description how the member will be told when it arrives, in that order (the fake mall tells by 站内消息 only) */
            channels: components["schemas"]["RestockChannel"][];
            /** @description 登录企业有协议条款时（§5） */
            terms?: components["schemas"]["PriceTerms"];
            /** @description 计量单位（瓶、盒、包…），起订量与倍数的提示用它（§5） */
            unit?: string;
        };
    };
    responses: {
        /** @description 输入不合法：`{ code: 400, msg: '<字段>不能为空' …, data: null }`，msg 为中文并指明字段 */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 400,
                 *       "msg": "数量不能大于 9999",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @constant */
                    code: 400;
                };
            };
        };
        /** @description 未登录、令牌无效或过期（开始刷新令牌） */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "msg": "请先登录",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @constant */
                    code: 401;
                };
            };
        };
        /** @description 账号已被锁定（code 10403） */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 10403,
                 *       "msg": "账号已被锁定，请联系客服 400 819 7199",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @constant */
                    code: 10403;
                };
            };
        };
        /** @description 编号不存在，或属于其他账号 */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 404,
                 *       "msg": "订单不存在",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @constant */
                    code: 404;
                };
            };
        };
        /** @description 成功，data 为 null；或业务拒绝 */
        NullData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: null;
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 已删除；或业务拒绝 */
        DeletedId: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: {
                        _id: components["schemas"]["Id"];
                    };
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 令牌（一个账号）、账号选择（多个账号）或绑定手机号（没有账号）；或业务拒绝 */
        LoginResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["LoginResult"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 会员；或业务拒绝 */
        MemberInfo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["MemberInfo"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 收货地址；或业务拒绝 */
        Address: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["Address"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 子账号；或业务拒绝 */
        SubMember: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["SubMember"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 购物车；或业务拒绝 */
        CartInfo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["CartInfo"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 发票抬头；或业务拒绝 */
        InvoiceProfile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["InvoiceProfile"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 订单详情；或业务拒绝 */
        OrderDetail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["OrderDetail"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 采购设置；或业务拒绝 */
        ProcurementSettings: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["ProcurementSettings"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 报销规则；或业务拒绝 */
        ReimbursementRules: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["ReimbursementRules"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 经费；或业务拒绝 */
        Fund: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["Fund"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 售后申请；或业务拒绝 */
        AfterSalesCase: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["AfterSalesCase"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description 常购清单；或业务拒绝（10050、10180、10181 见 ErrorCode） */
        BuyingList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["BuyingList"];
                }) | components["schemas"]["Refusal"];
            };
        };
        /** @description PDF 文件（Content-Disposition: attachment; filename="…"; filename*=UTF-8''…） */
        PdfFile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
            };
        };
        /** @description CSV 文件（UTF-8 BOM，每个单元格加引号） */
        CsvFile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
            };
        };
    };
    parameters: {
        /** @description `Bearer <accessToken>` while a token is stored (the scheme is VITE_AUTH_SCHEME; empty: the bare token) */
        Authorization: string;
        /** @description the stored refresh token, sent on every request while stored; read by the refresh call */
        RefreshToken: string;
        /** @description 24 位十六进制 `_id` */
        IdPath: components["schemas"]["Id"];
        /** @description 付款凭证的 `_id` */
        ReceiptIdPath: components["schemas"]["Id"];
        /** @description `YYYY-MM` */
        MonthPath: components["schemas"]["StatementMonth"];
        /** @description 只列出使用该经费的订单，合计也只算这些行（未知时 404 经费不存在） */
        StatementFundId: string;
        MatlIdPath: components["schemas"]["Id"];
        /** @description 从 1 开始 */
        Page: number;
        PageSize: number;
        PageSize10: number;
        /** @description 关键词（去掉首尾空格；不区分大小写） */
        Keyword: string;
        MfrId: string;
        TagId: string;
        Category: components["schemas"]["Category"];
        InStock: "1" | "0";
        IsAuthorizedDealer: "1" | "0";
        /** @description 危险品筛选（§20）：hazard 有 GHS 分类的商品，controlled 管制类（除 hazardous 外的任一类别），或一个管制类别 */
        Control: "hazard" | "controlled" | "hazardous" | "precursor1" | "precursor2" | "precursor3" | "explosive" | "toxic";
        /** @description sku 每个规格一行（默认）；product 每个产品（productNo）一行，规格在 packs 里，total 与筛选项数量按产品计（§5 Products and pack sizes） */
        Group: "sku" | "product";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "13800000001",
                 *       "purpose": "login"
                 *     }
                 */
                "application/json": {
                    phone: components["schemas"]["PhoneInput"];
                    /**
                     * 验证码用途
                     * @default login
                     * @enum {string}
                     */
                    purpose?: "login" | "register" | "bind" | "reset" | "clean" | "";
                };
            };
        };
        responses: {
            /** @description `resendIn` 秒后可重发；10429 发送过于频繁 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            /** @constant */
                            expiresIn: 300;
                            /** @constant */
                            resendIn: 60;
                            /** @description fake mall only */
                            mockCode?: string;
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * 登录方式
                     * @default password
                     * @enum {string}
                     */
                    type?: "password" | "sms" | "wechat";
                    phone?: components["schemas"]["PhoneInput"];
                    /** 密码 */
                    password?: string;
                    code?: components["schemas"]["SmsCodeInput"];
                    /** 登录凭证 */
                    ticket?: string;
                } & (unknown & unknown & unknown);
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            400: components["responses"]["BadRequest"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: components["schemas"]["PhoneInput"];
                    code: components["schemas"]["SmsCodeInput"];
                    /**
                     * 账号类型
                     * @enum {string}
                     */
                    accountType: "company" | "personal";
                };
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            400: components["responses"]["BadRequest"];
        };
    };
    loginSubAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "shengke-lab01",
                 *       "password": "Lab@2026"
                 *     }
                 */
                "application/json": {
                    /** 子账号 */
                    account: string;
                    /** 密码 */
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            400: components["responses"]["BadRequest"];
        };
    };
    bindPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** 登录凭证 */
                    ticket: string;
                    phone: components["schemas"]["PhoneInput"];
                    code: components["schemas"]["SmsCodeInput"];
                };
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            400: components["responses"]["BadRequest"];
        };
    };
    wechatLoginAs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** 登录凭证 */
                    ticket: string;
                };
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    wechatQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 二维码场景 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            sceneId: string;
                            qrContent: string;
                            /** @constant */
                            expiresIn: 120;
                        };
                    };
                };
            };
        };
    };
    wechatOauthUrl: {
        parameters: {
            query: {
                /** @description 授权后返回的绝对地址 */
                redirect_uri: string;
                /** @description 店铺生成的随机值，原样带回 */
                state?: string;
                purpose?: "login" | "bind";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 授权地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    miniProgramLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** 登录 code */
                    code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            400: components["responses"]["BadRequest"];
        };
    };
    refreshAccessToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description the stored refresh token, sent on every request while stored; read by the refresh call */
                refreshToken?: components["parameters"]["RefreshToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 新令牌；任何非 0 的 code 都结束会话 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tokens"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description `Bearer <accessToken>` while a token is stored (the scheme is VITE_AUTH_SCHEME; empty: the bare token) */
                Authorization?: components["parameters"]["Authorization"];
                /** @description the stored refresh token, sent on every request while stored; read by the refresh call */
                refreshToken?: components["parameters"]["RefreshToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NullData"];
        };
    };
    accountCleanCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 注销检查 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            canClean: boolean;
                            /** @enum {unknown} */
                            reason: "subAccount" | "noCompany" | "blocked" | null;
                            blockers: {
                                /** @enum {string} */
                                kind: "order" | "invoice";
                                status: string;
                                label: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    accountClean: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: components["schemas"]["SmsCodeInput"];
                };
            };
        };
        responses: {
            200: components["responses"]["NullData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    memberInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberInfo"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAddresses: {
        parameters: {
            query?: {
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 收货地址分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["Address"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"] & unknown;
            };
        };
        responses: {
            200: components["responses"]["Address"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            200: components["responses"]["Address"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeletedId"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setDefaultAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Address"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSubMembers: {
        parameters: {
            query?: {
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 子账号分页；10070、10010 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["SubMember"][];
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createSubMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubMemberInput"] & unknown;
            };
        };
        responses: {
            200: components["responses"]["SubMember"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateSubMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubMemberInput"];
            };
        };
        responses: {
            200: components["responses"]["SubMember"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSubMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeletedId"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setDefaultSubMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SubMember"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    saveCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "福州闽研生物科技有限公司",
                 *       "creditCode": "91350100M000100Y43",
                 *       "contactName": "陈闽研",
                 *       "orgType": "企业"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            200: components["responses"]["MemberInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    lookupCompanies: {
        parameters: {
            query: {
                /** @description 企业名称的一部分，或信用代码的开头（至少 2 个字） */
                keyword: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 企业列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TycCompany"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** 原密码 */
                    oldPassword?: string;
                    /** 短信验证码 */
                    smsCode?: string;
                    /** 新密码 */
                    newPassword: components["schemas"]["PasswordInput"];
                };
            };
        };
        responses: {
            200: components["responses"]["NullData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    bindWechat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** 微信授权凭证 */
                    ticket?: string;
                    /** 微信授权 code */
                    code?: string;
                    /** 微信标识 */
                    wechatId?: string;
                } | {
                    ticket: unknown;
                } | {
                    code: unknown;
                } | {
                    wechatId: unknown;
                };
            };
        };
        responses: {
            200: components["responses"]["MemberInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    unbindWechat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberInfo"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 通知 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MemberNotice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    readNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** ids */
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description 现在已读的通知 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            ids: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
                /** @description all（默认）或 unread */
                status?: "all" | "unread";
                /** @description 只看这一类消息 */
                kind?: "announcement" | "orderStatus" | "approval" | "restock" | "statement" | "quote";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 消息分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["MemberNotice"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    countUnreadMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未读数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    readMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已读的消息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MemberNotice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    readAllMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 这次标为已读的条数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSupplyNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 供货须知的状态 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SupplyNoticeState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acknowledgeSupplyNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 供货须知的状态 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SupplyNoticeState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CartInfo"];
            401: components["responses"]["Unauthorized"];
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "matlId": "66a300000000000000000001",
                 *       "quantity": 2
                 *     }
                 */
                "application/json": {
                    /** 商品 */
                    matlId: string;
                    /** @default 1 */
                    quantity?: components["schemas"]["Quantity"];
                };
            };
        };
        responses: {
            200: components["responses"]["CartInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCartV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CartInfo"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteCartLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CartInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    selectCartLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** matlIds */
                    matlIds: string[] | "all";
                    /** selected */
                    selected: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["CartInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    selectCartLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matlId: components["parameters"]["MatlIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** selected */
                    selected: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["CartInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matlId: components["parameters"]["MatlIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: components["schemas"]["Quantity"];
                };
            };
        };
        responses: {
            200: components["responses"]["CartInfo"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    cartBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "catalogNo": "G0005-500G",
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "dryRun": true
                 *     }
                 */
                "application/json": {
                    /** 货号和数量 */
                    lines: {
                        catalogNo?: string;
                        quantity?: number;
                    }[];
                    /**
                     * dryRun
                     * @default true
                     */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description 每行的结果；dryRun 为 false 时带上新的购物车 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            results: components["schemas"]["BatchResult"][];
                            cart: components["schemas"]["CartInfo"] | null;
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listManufacturers: {
        parameters: {
            query?: {
                isAuthorizedDealer?: components["parameters"]["IsAuthorizedDealer"];
                /** @description 关键词（去掉首尾空格；不区分大小写） */
                keyword?: components["parameters"]["Keyword"];
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 品牌分页（按 sort） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["Manufacturer"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getManufacturer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 品牌详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ManufacturerDetail"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listMaterials: {
        parameters: {
            query?: {
                /** @description 关键词（去掉首尾空格；不区分大小写） */
                keyword?: components["parameters"]["Keyword"];
                mfrId?: components["parameters"]["MfrId"];
                tagId?: components["parameters"]["TagId"];
                category?: components["parameters"]["Category"];
                inStock?: components["parameters"]["InStock"];
                isAuthorizedDealer?: components["parameters"]["IsAuthorizedDealer"];
                /** @description 危险品筛选（§20）：hazard 有 GHS 分类的商品，controlled 管制类（除 hazardous 外的任一类别），或一个管制类别 */
                control?: components["parameters"]["Control"];
                /** @description sku 每个规格一行（默认）；product 每个产品（productNo）一行，规格在 packs 里，total 与筛选项数量按产品计（§5 Products and pack sizes） */
                group?: components["parameters"]["Group"];
                /** @description 包装条码上的 GTIN（GS1 AI 01）：8、12、13 或 14 位数字，左补 0 后与规格的 14 位 GTIN 整号比对；只返回该规格（§5 GTIN） */
                gtin?: string;
                /** @description 逗号分隔的商品 _id（至多 50 个，§5 Structures）；给出时只返回这些在售商品，sort=default 时按给出的顺序 */
                ids?: string;
                sort?: "default" | "sales" | "priceAsc" | "priceDesc" | "newest";
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 商品分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["MaterialSummary"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 商品详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MaterialDetail"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    brandFacet: {
        parameters: {
            query?: {
                /** @description 关键词（去掉首尾空格；不区分大小写） */
                keyword?: components["parameters"]["Keyword"];
                tagId?: components["parameters"]["TagId"];
                category?: components["parameters"]["Category"];
                inStock?: components["parameters"]["InStock"];
                isAuthorizedDealer?: components["parameters"]["IsAuthorizedDealer"];
                /** @description 危险品筛选（§20）：hazard 有 GHS 分类的商品，controlled 管制类（除 hazardous 外的任一类别），或一个管制类别 */
                control?: components["parameters"]["Control"];
                /** @description sku 每个规格一行（默认）；product 每个产品（productNo）一行，规格在 packs 里，total 与筛选项数量按产品计（§5 Products and pack sizes） */
                group?: components["parameters"]["Group"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 品牌及数量（数量降序，不含 0） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BrandFacet"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getStructureIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description 浏览器已有副本的 ETag（重新验证时由浏览器自动发送） */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 索引 */
            200: {
                headers: {
                    /** @description "{version}" */
                    ETag?: string;
                    /** @description no-cache：浏览器保存副本，每次使用前以 If-None-Match 重新验证 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StructureIndex"];
                    };
                };
            };
            /** @description 索引未变（If-None-Match 为当前 ETag），无响应体：浏览器使用已保存的副本 */
            304: {
                headers: {
                    /** @description "{version}" */
                    ETag?: string;
                    /** @description no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description 关键词（去掉首尾空格；不区分大小写） */
                keyword?: components["parameters"]["Keyword"];
                mfrId?: components["parameters"]["MfrId"];
                category?: components["parameters"]["Category"];
                inStock?: components["parameters"]["InStock"];
                isAuthorizedDealer?: components["parameters"]["IsAuthorizedDealer"];
                /** @description 危险品筛选（§20）：hazard 有 GHS 分类的商品，controlled 管制类（除 hazardous 外的任一类别），或一个管制类别 */
                control?: components["parameters"]["Control"];
                /** @description sku 每个规格一行（默认）；product 每个产品（productNo）一行，规格在 packs 里，total 与筛选项数量按产品计（§5 Products and pack sizes） */
                group?: components["parameters"]["Group"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 全部标签（按 sort） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 标签 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getMaterialCoa: {
        parameters: {
            query: {
                lot: string;
            };
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description COA；10404 未找到该批号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Coa"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    searchCoas: {
        parameters: {
            query?: {
                /** @description 证书编号（整号匹配） */
                sn?: string;
                /** @description 批号（整号匹配） */
                lot?: string;
                /** @description 品牌名称的一部分 */
                mfrName?: string;
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description COA 分页（最新批号在前） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["Coa"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getCoa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description COA */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Coa"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    coaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            404: components["responses"]["NotFound"];
        };
    };
    getDict: {
        parameters: {
            query: {
                dict_type: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 字典项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DictItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listDownloads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 资料 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DownloadItem"][];
                    };
                };
            };
        };
    };
    downloadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            404: components["responses"]["NotFound"];
        };
    };
    catalogueImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "material" | "brand" | "label" | "structure";
                /** @description `<id>.svg` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG 图片（Cache-Control public, max-age=86400, immutable） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                status?: "all" | "pendingApproval" | "pendingReview" | "pendingPayment" | "pendingShipment" | "partiallyShipped" | "pendingReceipt" | "completed" | "cancelled" | "rejected";
                /** @description `me`：只列出待当前会员审批的订单（待审批；审批人看到整个账号的，§13） */
                awaiting?: "me";
                /** @description 只列出付款状态（OrderListItem.paymentStatus，§17）为此值的订单 */
                paymentStatus?: components["schemas"]["PaymentStatus"];
                /** @description 关键词（去掉首尾空格；不区分大小写）：订单号、采购单号、商品名称、货号，或订单的售后单号（AS…，§15） */
                keyword?: string;
                /** @description `YYYY-MM-DD,YYYY-MM-DD`（中国日期，含两端） */
                createdAt?: components["schemas"]["DateRange"];
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 订单分页；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["OrderListItem"][];
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addressId": "66a500000000000000000001",
                 *       "expected": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "price": 128.5,
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "idempotencyKey": "4f1c2a"
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description 新订单；10010–10015、10054（起订量、倍数）、10092、10093、10100（信用额度）见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            _id: components["schemas"]["Id"];
                            orderNo: components["schemas"]["OrderNo"];
                            amount: components["schemas"]["Money"];
                            /**
                             * @description 需要审批时为待审批（§13），否则待审核
                             * @enum {string}
                             */
                            status: "pendingApproval" | "pendingReview";
                            /**
                             * @description 同一 idempotencyKey 的重复提交
                             * @constant
                             */
                            replayed?: true;
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    previewOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fundId": "66a900000000000000000001"
                 *     }
                 */
                "application/json": {
                    /**
                     * matlIds
                     * @description 默认：购物车中选中的行
                     */
                    matlIds?: string[];
                    /** 经费 */
                    fundId?: string;
                    /**
                     * 报价单
                     * @description 预览报价单中已报价的行（§16）；404 报价单不存在；10132
                     */
                    quoteId?: string;
                };
            };
        };
        responses: {
            /** @description 结算预览；10010、10011 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OrderPreview"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 订单详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OrderDetail"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    orderContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件；拒绝时为 JSON 信封（10021 订单已取消） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    orderStatusCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 状态计数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            status: "all" | components["schemas"]["OrderStatus"];
                            label: string;
                            count: number;
                        }[];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已取消；10020 不能在线取消 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            _id: components["schemas"]["Id"];
                            /** @constant */
                            status: "cancelled";
                            /** @constant */
                            statusLabel: "已取消";
                            cancelledAt: components["schemas"]["DateTime"];
                            /** @constant */
                            cancelReason: "客户取消";
                            /** @description 已收款时开启的退款（退款中），未收款为 null */
                            refund: components["schemas"]["PaymentRefund"] | null;
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getStockOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发货单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StockOutDetail"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getStockOutRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 物流轨迹 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SfRoute"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listInvoiceProfiles: {
        parameters: {
            query?: {
                type?: components["schemas"]["InvoiceType"];
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发票抬头分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["InvoiceProfile"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveInvoiceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "normal",
                 *       "titleType": "company",
                 *       "title": "福州闽研生物科技有限公司",
                 *       "taxNo": "91350100M000100Y43"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceProfileInput"];
            };
        };
        responses: {
            200: components["responses"]["InvoiceProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvoiceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InvoiceProfile"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteInvoiceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeletedId"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setDefaultInvoiceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InvoiceProfile"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    reissueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** 发票 */
                    invoiceId: string;
                    /** 重开原因 */
                    reason: string;
                    /**
                     * 发票抬头
                     * @description 新抬头（同一发票类型）
                     */
                    profileId?: string;
                };
            };
        };
        responses: {
            /** @description 重开中的发票；10031 不能重开 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invoice"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                status?: "all" | components["schemas"]["InvoiceStatus"];
                type?: components["schemas"]["InvoiceType"];
                /** @description 关键词（去掉首尾空格；不区分大小写） */
                keyword?: components["parameters"]["Keyword"];
                /** @description 订单号的一部分 */
                orderNo?: string;
                appliedAt?: components["schemas"]["DateRange"];
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发票分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["Invoice"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发票 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvoiceDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发票详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["InvoiceDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * 下载格式
                     * @enum {string}
                     */
                    format: "pdf" | "ofd" | "xml" | "";
                };
            };
        };
        responses: {
            /** @description 文件；拒绝时为 JSON 信封（10032、10033） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/xml": string;
                    "application/octet-stream": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getProcurementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProcurementSettings"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateProcurementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "approvalMode": "rules",
                 *       "amountOver": 5000,
                 *       "categories": [
                 *         "antibody"
                 *       ],
                 *       "approverIds": [],
                 *       "requireFund": true,
                 *       "receiverMustDiffer": true
                 *     }
                 */
                "application/json": components["schemas"]["ProcurementSettingsInput"];
            };
        };
        responses: {
            200: components["responses"]["ProcurementSettings"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getReimbursementRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReimbursementRules"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateReimbursementRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contractThreshold": 20000,
                 *       "assetUnitPrice": 1000,
                 *       "splitWindowDays": 30
                 *     }
                 */
                "application/json": components["schemas"]["ReimbursementRulesInput"];
            };
        };
        responses: {
            200: components["responses"]["ReimbursementRules"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCreditTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 账号的结算条款；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CreditTerms"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listFunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 经费列表（不分页）；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Fund"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createFund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "国自然面上项目 32170001",
                 *       "codeKind": "project",
                 *       "code": "32170001",
                 *       "holder": "王敏",
                 *       "budget": 200000,
                 *       "periodStart": "2026-01-01",
                 *       "periodEnd": "2029-12-31",
                 *       "memberIds": [],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["FundInput"];
            };
        };
        responses: {
            200: components["responses"]["Fund"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getFund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 经费详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["FundDetail"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundInput"];
            };
        };
        responses: {
            200: components["responses"]["Fund"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    countApprovals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 待审批数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            count: number;
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    approveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 3,
                 *       "quantities": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "comment": "先买一支"
                 *     }
                 */
                "application/json": components["schemas"]["ApproveInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    rejectOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 3,
                 *       "reason": "请改用课题组已有的同类抗体"
                 *     }
                 */
                "application/json": components["schemas"]["RejectInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    resubmitOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 4,
                 *       "quantities": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "fundId": null
                 *     }
                 */
                "application/json": components["schemas"]["ResubmitInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listReceivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 收货人（不分页）；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Receiver"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    confirmReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "receiverId": "66a100000000000000000002",
                 *       "receivedAt": "2026-11-24",
                 *       "lines": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "quantity": 2,
                 *           "lot": "20240312"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReceiptInput"];
            };
        };
        responses: {
            /** @description 收货记录；10110–10113、10115 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StockOutReceipt"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAcceptanceSlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件；拒绝时为 JSON 信封（10114 尚未确认收货） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getBottleLabels: {
        parameters: {
            query?: {
                /** @description a4：A4 不干胶标签纸，3 × 8 格，每格 70 × 37 mm（默认）；roll：标签打印机卷纸，每页一张 60 × 40 mm */
                format?: "a4" | "roll";
            };
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件；拒绝时为 JSON 信封（10114 尚未确认收货） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSupplySheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description .xlsx 文件；拒绝时为 JSON 信封（10114 尚未确认收货） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    reimbursementCover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "scope": "订单 SO2610140028",
                 *       "orders": [
                 *         {
                 *           "orderId": "o1",
                 *           "files": [
                 *             "SO2610140028_合同.pdf"
                 *           ],
                 *           "missing": [
                 *             {
                 *               "name": "发票",
                 *               "reason": "开票中"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReimbursementCoverInput"];
            };
        };
        responses: {
            /** @description PDF 文件（报销附件清单） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listAfterSales: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 售后申请（不分页） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AfterSalesCase"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createAfterSales: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AfterSalesInput"];
            };
        };
        responses: {
            200: components["responses"]["AfterSalesCase"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    withdrawAfterSales: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AfterSalesCase"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAfterSalesPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
                /** @description 图片序号，从 0 开始 */
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 图片文件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                status?: "all" | components["schemas"]["QuoteStatus"];
                /** @description 报价单号（QT…，去掉首尾空格，不区分大小写，包含即匹配；§16） */
                keyword?: string;
                /** @description 从 1 开始 */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 报价单分页；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Page"] & {
                            list: components["schemas"]["QuoteListItem"][];
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "quantity": 10
                 *         }
                 *       ],
                 *       "customItems": [
                 *         {
                 *           "name": "人 IL-6 重组蛋白（定制纯度 ≥98%）",
                 *           "spec": "100 µg",
                 *           "quantity": 2,
                 *           "neededBy": "2026-12-20"
                 *         }
                 *       ],
                 *       "remark": "招标项目 ZB2026-118"
                 *     }
                 */
                "application/json": components["schemas"]["QuoteInput"];
            };
        };
        responses: {
            /** @description 新报价单；10130 没有询价商品或超过 50 种，10131 商品已下架，10010 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Quote"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 报价单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Quote"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    declineQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "预算已调整"
                 *     }
                 */
                "application/json": {
                    /** 拒绝原因 */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description 已拒绝的报价单；10132 报价单已下单 / 已拒绝 / 已过期，不能拒绝 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Quote"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getQuotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件；拒绝时为 JSON 信封（10133 尚未报价，暂无报价单） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getTransferAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 收款账户；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TransferAccount"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadPaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * 付款凭证
                     * Format: binary
                     * @description JPG、PNG、WebP 图片或 PDF，不超过 10 MB（10140）；每个订单最多 5 个
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description 付款凭证；10140、10141 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PaymentReceipt"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getPaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
                /** @description 付款凭证的 `_id` */
                receiptId: components["parameters"]["ReceiptIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 付款凭证文件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
                /** @description 付款凭证的 `_id` */
                receiptId: components["parameters"]["ReceiptIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已删除；10141 订单已付清，付款凭证不能删除 / 订单已取消，付款凭证不能删除 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            _id: components["schemas"]["Id"];
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listStatements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 对账单月份（不分页）；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StatementSummary"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getStatement: {
        parameters: {
            query?: {
                /** @description 只列出使用该经费的订单，合计也只算这些行（未知时 404 经费不存在） */
                fundId?: components["parameters"]["StatementFundId"];
            };
            header?: never;
            path: {
                /** @description `YYYY-MM` */
                month: components["parameters"]["MonthPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 对账单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Statement"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    confirmStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `YYYY-MM` */
                month: components["parameters"]["MonthPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已确认的对账单；10150 子账号无权确认，10151 尚未出账，10152 已确认或有待处理的异议 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Statement"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createStatementDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `YYYY-MM` */
                month: components["parameters"]["MonthPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "66a700000000000000000001",
                 *       "note": "运费应为 0：同日两单合计已满 ¥500"
                 *     }
                 */
                "application/json": {
                    /**
                     * 订单
                     * @description 本期对账单中的订单（否则 404 该订单不在本期对账单中）
                     */
                    orderId: string;
                    /** 异议说明 */
                    note: string;
                };
            };
        };
        responses: {
            /** @description 有异议的对账单；10150、10152 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Statement"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getStatementPdf: {
        parameters: {
            query?: {
                /** @description 只列出使用该经费的订单，合计也只算这些行（未知时 404 经费不存在） */
                fundId?: components["parameters"]["StatementFundId"];
            };
            header?: never;
            path: {
                /** @description `YYYY-MM` */
                month: components["parameters"]["MonthPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listInvoiceableOrders: {
        parameters: {
            query?: {
                /** @description 只列出使用该经费的订单（本账号没有该经费时 404 经费不存在） */
                fundId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 订单（不分页）；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["InvoiceableOrder"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    applyConsolidatedInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderIds": [
                 *         "66a700000000000000000001",
                 *         "66a700000000000000000002"
                 *       ],
                 *       "profileId": "66a600000000000000000001",
                 *       "remark": "课题组 11 月试剂"
                 *     }
                 */
                "application/json": components["schemas"]["ConsolidatedInvoiceInput"];
            };
        };
        responses: {
            /** @description 开票中的发票（consolidated 为 true）；10160–10163 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invoice"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listQualifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 资质（不分页）；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Qualification"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createQualification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** 资质类型 */
                    kind: components["schemas"]["QualificationKind"];
                    /** 证件编号 */
                    number: string;
                    /** 发证机关 */
                    authority: string;
                    /**
                     * 许可范围
                     * @description ControlClass 的 JSON 数组（不含 hazardous），如 ["precursor2","precursor3"]
                     */
                    classes: string;
                    /**
                     * 许可品种
                     * @description CAS 号的 JSON 数组；[] 为许可范围内的全部品种
                     */
                    substances?: string;
                    /**
                     * 许可数量
                     * @description JSON 数组 [{ cas, amount, unit }]，unit 为 g、kg、mL 或 L；可为 []
                     */
                    limits?: string;
                    /** 有效期开始 */
                    validFrom: components["schemas"]["ChinaDate"];
                    /** 有效期结束 */
                    validTo: components["schemas"]["ChinaDate"];
                    /**
                     * 资质文件
                     * Format: binary
                     * @description 证件扫描件：JPG、PNG、WebP 图片或 PDF，不超过 10 MB（10171）
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description 新资质（审核中）；10170、10171、10175 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Qualification"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteQualification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeletedId"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getQualificationFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 资质文件（Content-Disposition 带上传时的文件名） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getMaterialSds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            404: components["responses"]["NotFound"];
        };
    };
    getMaterialDatasheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            404: components["responses"]["NotFound"];
        };
    };
    listBuyingLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 清单（不分页）；10010 请先完善企业信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BuyingListSummary"][];
                    }) | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createBuyingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "细胞培养常用",
                 *       "shared": true,
                 *       "lines": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "quantity": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: components["schemas"]["BuyingListName"];
                    /**
                     * 共享
                     * @default false
                     */
                    shared?: boolean;
                    /**
                     * 清单商品
                     * @description 可以为空
                     */
                    lines?: components["schemas"]["BuyingListLineInput"][];
                };
            };
        };
        responses: {
            /** @description 新清单；400 已有同名清单；10180 最多保存 50 个清单，10050、10010 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BuyingList"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getBuyingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BuyingList"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBuyingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "细胞培养常用（2027）",
                 *       "shared": false
                 *     }
                 */
                "application/json": {
                    name?: components["schemas"]["BuyingListName"];
                    /** 共享 */
                    shared?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["BuyingList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBuyingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeletedId"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    addBuyingListLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "matlId": "66a300000000000000000001",
                 *           "quantity": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    lines: components["schemas"]["BuyingListLinesInput"];
                };
            };
        };
        responses: {
            200: components["responses"]["BuyingList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBuyingListLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
                matlId: components["parameters"]["MatlIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 3
                 *     }
                 */
                "application/json": {
                    quantity: components["schemas"]["Quantity"];
                };
            };
        };
        responses: {
            200: components["responses"]["BuyingList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBuyingListLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
                matlId: components["parameters"]["MatlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BuyingList"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    importBuyingListLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "catalogNo": "G0005-500G",
                 *           "quantity": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** 货号和数量 */
                    lines: {
                        catalogNo?: string;
                        quantity?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description 每行的结果与清单；10181、10180 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            results: components["schemas"]["BatchResult"][];
                            list: components["schemas"]["BuyingList"];
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    buyingListToCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 24 位十六进制 `_id` */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "matlIds": [
                 *         "66a300000000000000000001"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * matlIds
                     * @description 默认：清单中的全部商品
                     */
                    matlIds?: string[];
                };
            };
        };
        responses: {
            /** @description 每行的结果与新的购物车；10051、10052 见 ErrorCode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            results: components["schemas"]["BatchResult"][];
                            cart: components["schemas"]["CartInfo"];
                        };
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listRestockAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 到货提醒（不分页） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["RestockAlert"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createRestockAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "matlId": "66a300000000000000000001"
                 *     }
                 */
                "application/json": {
                    /** 商品 */
                    matlId: string;
                };
            };
        };
        responses: {
            /** @description 到货提醒；10190 该商品有现货，10191 最多设置 50 个到货提醒 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["RestockAlert"];
                    }) | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRestockAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matlId: components["parameters"]["MatlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已取消 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            matlId: components["schemas"]["Id"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    countRestockAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 等待中的数量与未看过的已到货数量 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            waiting: number;
                            /** @description 已到货且未看过 */
                            arrived: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    markRestockAlertsSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 现在没有未看过的已到货提醒 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            /** @constant */
                            arrived: 0;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createServiceMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "订单 SO2611140056 的售后什么时候处理？",
                 *       "phone": "13800000003",
                 *       "name": "陈晨"
                 *     }
                 */
                "application/json": components["schemas"]["ServiceMessageInput"];
            };
        };
        responses: {
            /** @description 已收到的留言 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceMessage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
