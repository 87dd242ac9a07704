import { Module } from '@nestjs/common';
import { CustomerPlans } from './customer-plans';

/** Billing's read model of customers' plans, for the modules that decide by them (it needs nothing of billing's providers). */
@Module({ providers: [CustomerPlans], exports: [CustomerPlans] })
export class CustomerPlansModule {}
