import { defineMessages } from '../../schemas/i18n/define';

/** Why the qualification lottery refuses a call, by QualificationRefusal reason. */
export const qualificationRefusalMessages = defineMessages(
  'server.qualification.refusals',
  {
    not_qualification: '没有找到这个抽签购活动',
    not_qualified: '您暂未获得购买资格，中签用户才能购买',
    lapsed: '购买资格已过期，未在截止时间前购买',
    already_ordered: '您已使用购买资格下单，每位中签用户限购一台',
    sold_out: '首发库存已售罄',
    no_address: '请先添加收货地址',
    not_entered: '您尚未登记参与本次抽签',
    not_due: '还未到开奖时间',
    activity_exists: '活动编号已存在',
    sku_not_found: '没有找到这个商品规格',
  },
  {
    not_qualification: 'This qualification draw was not found',
    not_qualified: 'You have not won the right to buy; only winners may buy',
    lapsed: 'Your right to buy has lapsed: the deadline passed',
    already_ordered: 'You have already ordered with your right to buy; one phone per winner',
    sold_out: 'The launch stock is sold out',
    no_address: 'Please add a delivery address first',
    not_entered: 'You have not registered for this draw',
    not_due: 'It is not yet time for the draw',
    activity_exists: 'An activity with this number already exists',
    sku_not_found: 'This SKU was not found',
  },
);
