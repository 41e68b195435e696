// generated from docs/openapi.yaml by npm run api:gen; do not edit
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
