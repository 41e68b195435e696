// generated from docs/openapi.yaml by npm run api:gen; do not edit
/** The schemas' limits: a schema's own, and its properties' under `properties`. */
export const MALL_LIMITS = {
  "ReimbursementCoverInput": {
    "properties": {
      "scope": {
        "minLength": 1,
        "maxLength": 60
      },
      "orders": {
        "minItems": 1,
        "maxItems": 200
      }
    }
  },
  "ReimbursementMissingItem": {
    "properties": {
      "name": {
        "minLength": 1,
        "maxLength": 120
      },
      "reason": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "ReimbursementCoverOrder": {
    "properties": {
      "orderId": {
        "minLength": 1,
        "maxLength": 64
      },
      "files": {
        "maxItems": 1000
      },
      "missing": {
        "maxItems": 1000
      }
    }
  },
  "ErrorEnvelope": {
    "properties": {
      "code": {
        "minimum": 400
      }
    }
  },
  "Page": {
    "properties": {
      "total": {
        "minimum": 0
      },
      "page": {
        "minimum": 1
      },
      "pageSize": {
        "minimum": 1,
        "maximum": 100
      }
    }
  },
  "Money": {
    "minimum": 0
  },
  "Quantity": {
    "minimum": 1,
    "maximum": 9999
  },
  "PhoneInput": {
    "minLength": 1
  },
  "SmsCodeInput": {
    "minLength": 1
  },
  "PasswordInput": {
    "minLength": 1
  },
  "Tokens": {
    "properties": {
      "accessToken": {
        "minLength": 1
      },
      "refreshToken": {
        "minLength": 1
      }
    }
  },
  "CompanyInfo": {
    "properties": {
      "name": {
        "minLength": 2,
        "maxLength": 100
      },
      "coName": {
        "maxLength": 20
      },
      "address": {
        "maxLength": 200
      }
    }
  },
  "CompanyInput": {
    "properties": {
      "name": {
        "minLength": 1
      },
      "creditCode": {
        "minLength": 1
      },
      "contactName": {
        "minLength": 1
      }
    }
  },
  "AddressInput": {
    "properties": {
      "receiver": {
        "minLength": 1
      },
      "cellphone": {
        "minLength": 1
      },
      "provinceCode": {
        "minLength": 1
      },
      "cityCode": {
        "minLength": 1
      },
      "regionNames": {
        "minItems": 2,
        "maxItems": 3
      },
      "detail": {
        "minLength": 1
      }
    }
  },
  "Address": {
    "properties": {
      "regionNames": {
        "minItems": 2,
        "maxItems": 3
      },
      "detail": {
        "minLength": 5,
        "maxLength": 120
      }
    }
  },
  "SubMemberInput": {
    "properties": {
      "name": {
        "minLength": 1
      },
      "cellphone": {
        "minLength": 1
      },
      "account": {
        "minLength": 1
      },
      "department": {
        "maxLength": 50
      }
    }
  },
  "SubMember": {
    "properties": {
      "department": {
        "maxLength": 50
      }
    }
  },
  "CartLine": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "CartInfo": {
    "properties": {
      "itemCounts": {
        "minimum": 0,
        "maximum": 200
      },
      "list": {
        "maxItems": 200
      },
      "selectedCount": {
        "minimum": 0
      }
    }
  },
  "BatchResult": {
    "properties": {
      "index": {
        "minimum": 0
      },
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "BatchCandidate": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "Manufacturer": {
    "properties": {
      "materialCount": {
        "minimum": 0
      }
    }
  },
  "MaterialSummary": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      },
      "sales": {
        "minimum": 0
      }
    }
  },
  "PackSize": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "BrandFacet": {
    "properties": {
      "count": {
        "minimum": 1
      }
    }
  },
  "DownloadItem": {
    "properties": {
      "size": {
        "minimum": 0
      }
    }
  },
  "OrderInput": {
    "properties": {
      "addressId": {
        "minLength": 1
      },
      "remark": {
        "maxLength": 200
      },
      "poNo": {
        "maxLength": 50
      },
      "idempotencyKey": {
        "maxLength": 64
      },
      "fundId": {
        "minLength": 1
      },
      "quoteId": {
        "minLength": 1
      }
    }
  },
  "OrderItem": {
    "properties": {
      "shippedQty": {
        "minimum": 0
      }
    }
  },
  "InvoiceProfileSnapshot": {
    "properties": {
      "title": {
        "minLength": 1
      },
      "regAddress": {
        "maxLength": 100
      },
      "bankName": {
        "maxLength": 50
      }
    }
  },
  "StockOutItem": {
    "properties": {
      "quantity": {
        "minimum": 1
      }
    }
  },
  "StockOutSummary": {
    "properties": {
      "itemCount": {
        "minimum": 0
      },
      "totalQuantity": {
        "minimum": 0
      }
    }
  },
  "InvoiceProfileInput": {
    "properties": {
      "regAddress": {
        "maxLength": 100
      },
      "bankName": {
        "maxLength": 50
      },
      "email": {
        "maxLength": 100
      }
    }
  },
  "Invoice": {
    "properties": {
      "orders": {
        "minItems": 1
      }
    }
  },
  "RedLetter": {
    "properties": {
      "reason": {
        "maxLength": 200
      }
    }
  },
  "ProcurementSettingsInput": {
    "properties": {
      "approverIds": {
        "maxItems": 50
      }
    }
  },
  "ReimbursementRulesInput": {
    "properties": {
      "contractThreshold": {
        "maximum": 100000000
      },
      "assetUnitPrice": {
        "maximum": 100000000
      },
      "splitWindowDays": {
        "minimum": 1,
        "maximum": 365
      }
    }
  },
  "FundInput": {
    "properties": {
      "name": {
        "minLength": 1,
        "maxLength": 40
      },
      "code": {
        "minLength": 1,
        "maxLength": 40
      },
      "holder": {
        "minLength": 1,
        "maxLength": 20
      },
      "budget": {
        "maximum": 100000000
      },
      "approverId": {
        "minLength": 1
      }
    }
  },
  "CreditTerms": {
    "properties": {
      "creditDays": {
        "minimum": 1
      }
    }
  },
  "CreditPreview": {
    "properties": {
      "creditDays": {
        "minimum": 1
      }
    }
  },
  "DecisionQuantity": {
    "properties": {
      "matlId": {
        "minLength": 1
      },
      "quantity": {
        "minimum": 0,
        "maximum": 9999
      }
    }
  },
  "OrderVersion": {
    "minimum": 0
  },
  "ApproveInput": {
    "properties": {
      "comment": {
        "maxLength": 200
      }
    }
  },
  "RejectInput": {
    "properties": {
      "reason": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "ResubmitInput": {
    "properties": {
      "fundId": {
        "minLength": 1
      },
      "poNo": {
        "maxLength": 50
      },
      "remark": {
        "maxLength": 200
      }
    }
  },
  "ReceiptInput": {
    "properties": {
      "receiverId": {
        "minLength": 1
      },
      "lines": {
        "minItems": 1
      },
      "remark": {
        "maxLength": 200
      }
    }
  },
  "AfterSalesInput": {
    "properties": {
      "matlId": {
        "minLength": 1
      },
      "quantity": {
        "minimum": 1,
        "maximum": 9999
      },
      "description": {
        "minLength": 10,
        "maxLength": 500
      },
      "photos": {
        "maxItems": 6
      }
    }
  },
  "AfterSalesCase": {
    "properties": {
      "quantity": {
        "minimum": 1
      },
      "photoCount": {
        "minimum": 0,
        "maximum": 6
      }
    }
  },
  "ServiceMessageInput": {
    "properties": {
      "content": {
        "minLength": 5,
        "maxLength": 500
      },
      "name": {
        "maxLength": 20
      }
    }
  },
  "QuoteInput": {
    "properties": {
      "remark": {
        "maxLength": 200
      }
    }
  },
  "QuoteLine": {
    "properties": {
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "QuoteListItem": {
    "properties": {
      "lineCount": {
        "minimum": 1
      },
      "names": {
        "maxItems": 3
      }
    }
  },
  "PaymentReceipt": {
    "properties": {
      "size": {
        "minimum": 0,
        "maximum": 10485760
      }
    }
  },
  "OrderPayment": {
    "properties": {
      "receipts": {
        "maxItems": 5
      }
    }
  },
  "StatementSummary": {
    "properties": {
      "orderCount": {
        "minimum": 0
      },
      "openDisputes": {
        "minimum": 0
      }
    }
  },
  "StatementDispute": {
    "properties": {
      "note": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "InvoiceableOrder": {
    "properties": {
      "itemCount": {
        "minimum": 1
      }
    }
  },
  "ConsolidatedInvoiceInput": {
    "properties": {
      "profileId": {
        "minLength": 1
      },
      "remark": {
        "maxLength": 200
      }
    }
  },
  "PriceTerms": {
    "properties": {
      "breaks": {
        "minItems": 1
      },
      "minQuantity": {
        "minimum": 2
      },
      "multiple": {
        "minimum": 2
      }
    }
  },
  "Qualification": {
    "properties": {
      "classes": {
        "minItems": 1
      },
      "expiresInDays": {
        "minimum": 0
      }
    }
  },
  "BuyingListName": {
    "minLength": 1,
    "maxLength": 30
  },
  "BuyingListLineInput": {
    "properties": {
      "matlId": {
        "minLength": 1
      }
    }
  },
  "BuyingListLinesInput": {
    "minItems": 1,
    "maxItems": 200
  },
  "BuyingListSummary": {
    "properties": {
      "name": {
        "minLength": 1,
        "maxLength": 30
      },
      "lineCount": {
        "minimum": 0,
        "maximum": 200
      }
    }
  },
  "BuyingListLine": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "RestockAlert": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      },
      "channels": {
        "minItems": 1
      }
    }
  }
} as const;
